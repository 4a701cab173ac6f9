import { calls, type PhoneVerifyValue } from '@portal/api';
import { mobileRule, smsCodeRule } from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { ApiError } from '../failures/ApiError';
import { readSetting } from '../system/siteSettings';
import { bounded, dialingCode } from './routeSchemas';
import { languageOf } from '../http/languageOf';
import { limitAddressOf } from '../http/visitor';

const numberShape = {
  mobileNum: v.pipe(v.string('validation.mobileInvalid'), bounded(32)),
  countryDialingCode: dialingCode,
};

/**
 * The sandbox phone provider's two calls (what the provider's own SDK does in the browser in production):
 * send a code to a number, and trade a right code for the ID token that registration and the SMS login
 * accept as `firebaseIdToken` with `firebaseChannel: 'sms'`.
 */
export function phoneProviderRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  // A real provider's SDK talks to the provider itself: only a sandbox serves these two calls.
  const sandbox = () => {
    const stand = platform.phone?.sandbox;
    if (!stand) throw new ApiError('SANDBOX_ONLY');
    return stand;
  };
  const target = async (body: { mobileNum: string; countryDialingCode: string }) => {
    const { regex } = await readSetting(db, 'registerSettings');
    return {
      countryDialingCode: body.countryDialingCode,
      mobileNum: parseInput(mobileRule(regex), body.mobileNum),
    };
  };

  defineRoute(app, platform, calls.sandboxPhoneSend, {
    body: v.object(numberShape),
    value: v.object({ expiredMinutes: v.number() }),
    handler: async ({ body, request }) =>
      sandbox().sendCode(await target(body), {
        ip: limitAddressOf(request),
        language: languageOf(request.headers['accept-language']),
      }),
  });

  defineRoute(app, platform, calls.sandboxPhoneVerify, {
    body: v.object({ ...numberShape, code: v.pipe(v.string('validation.codeInvalid'), bounded(16)) }),
    value: v.object({ firebaseIdToken: v.string(), expiresAt: v.number() }),
    handler: async ({ body }): Promise<PhoneVerifyValue> => {
      const code = parseInput(smsCodeRule, body.code);
      return sandbox().verifyCode(await target(body), code);
    },
  });
}
