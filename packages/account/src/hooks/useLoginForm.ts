import type { LoginRequest, LoginValue } from '@portal/api';
import { useApiClient, useCaptcha, usePhoneProvider, useSliderChallenge } from '@portal/api/react';
import type { LoginFormProps, LoginPayload, SmsCodeRequest } from '@portal/forms';
import { useState } from 'react';
import { useAccountHost } from '../host/AccountHostContext';
import { useFailureOutcome } from './useFailureOutcome';
import { useLastLoginNotice } from './useLastLoginNotice';
import { useLoginSupport } from './useLoginSupport';
import { useSliderVerify } from './useSliderVerify';
import { useWordedCall } from './useWordedCall';

export interface LoginFormOptions {
  /** The agent page's login: the platform refuses non-agents ('Non-agents cannot log in'). */
  agentOnly?: boolean;
  /** After the session is kept; `type` tells a password login from an SMS (or phone-provider) one. */
  onLoggedIn: (value: LoginValue, type: LoginRequest['type']) => void;
}

/** The props of LoginForm that talk to the platform (slider, captcha once asked, SMS), shared by the login modal and the agent page. */
export function useLoginForm({ agentOnly, onLoggedIn }: LoginFormOptions) {
  const client = useApiClient();
  const host = useAccountHost();
  const support = useLoginSupport();
  const failureOutcome = useFailureOutcome();
  const worded = useWordedCall();
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const captcha = useCaptcha(captchaWanted);
  const slider = useSliderChallenge(true);
  const sliderVerify = useSliderVerify();
  const phone = usePhoneProvider();
  const lastLoginNotice = useLastLoginNotice();

  /** With a phone provider the code is checked by it, and its ID token stands in for the code (spec section 7). */
  const smsRequest = async (payload: Extract<LoginPayload, { type: 'sms' }>): Promise<LoginRequest> => {
    if (!phone.provider) return payload;
    const { firebaseIdToken } = await phone.provider.verifyCode({
      mobileNum: payload.username,
      countryDialingCode: payload.countryDialingCode,
      code: payload.password,
    });
    return { ...payload, password: '', firebaseChannel: 'sms', firebaseIdToken };
  };

  const submit = async (payload: LoginPayload) => {
    try {
      const request: LoginRequest =
        payload.type === 'sms'
          ? await smsRequest(payload)
          : { ...payload, captchaKey: captchaWanted ? captcha.data?.key : undefined, agentOnly };
      const value = await client.login(request);
      host.signIn(value);
      lastLoginNotice(value);
      onLoggedIn(value, payload.type);
      return { ok: true } as const;
    } catch (error) {
      const outcome = failureOutcome(error);
      // The form asks for a new image itself (onRefresh below) once the captcha is needed.
      if (outcome.captchaRequired) setCaptchaWanted(true);
      void slider.refresh();
      return outcome;
    }
  };

  const formProps = {
    mobile: support.mobile,
    countryDialingCodes: support.countryDialingCodes,
    slider: {
      challenge: slider.data,
      onRefresh: () => void slider.refresh(),
      onVerify: sliderVerify.onVerify,
      captcha: sliderVerify.captcha,
    },
    captcha: {
      image: captcha.data?.image,
      // The first ask turns the captcha on (which loads one); later asks load a new one.
      onRefresh: () => (captchaWanted ? void captcha.refresh() : setCaptchaWanted(true)),
    },
    onSubmit: submit,
    phoneProvider: Boolean(phone.provider),
    onRequestSms: worded((request: SmsCodeRequest) =>
      phone.provider ? phone.provider.sendCode(request) : client.smsLoginCode(request),
    ),
    onForgotPassword: () => host.open('forgotPassword'),
    onRegister: () => host.open('register'),
  } satisfies Partial<LoginFormProps>;

  return { ready: support.ready && phone.ready, formProps };
}
