import { isApiRequestError, type LoginFailureValue } from '@portal/api';
import { useApiClient, useCaptcha } from '@portal/api/react';
import type { SliderAttempt, SliderCaptcha, SliderVerificationFields } from '@portal/forms';
import { useState } from 'react';

export interface SliderVerify {
  onVerify: (attempt: SliderAttempt) => Promise<SliderVerificationFields | null>;
  /** Set once the platform wants a captcha with each try. */
  captcha: SliderCaptcha | undefined;
}

/**
 * The slider's check with the platform, for the login form and the challenge dialog. After repeated
 * misses from an address the platform wants a captcha with each try (CAPTCHA_INVALID with captcha:
 * true): from then on the slider shows one, and every try uses its image up.
 */
export function useSliderVerify(): SliderVerify {
  const client = useApiClient();
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const captcha = useCaptcha(captchaWanted, 'slider');
  const onVerify = async (attempt: SliderAttempt) => {
    const captchaKey = captchaWanted ? captcha.data?.key : undefined;
    try {
      return { ...(await client.sliderVerify({ ...attempt, captchaKey })) };
    } catch (error) {
      const value = isApiRequestError(error)
        ? (error.value as Partial<LoginFailureValue> | undefined)
        : undefined;
      if (value?.captcha === true) setCaptchaWanted(true);
      return null;
    } finally {
      if (captchaKey) void captcha.refresh();
    }
  };
  return {
    onVerify,
    captcha: captchaWanted
      ? { image: captcha.data?.image, onRefresh: () => void captcha.refresh() }
      : undefined,
  };
}
