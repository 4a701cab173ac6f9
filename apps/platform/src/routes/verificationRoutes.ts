import { calls, captchaKeyHeader } from '@portal/api';
import { mobileRule } from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountByMobile } from '../accounts/accounts';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { readSetting } from '../system/siteSettings';
import { issueSmsCode, reserveSmsSend, smsLimits } from '../verification/smsCodes';
import { bounded, dialingCode } from './routeSchemas';
import { limitAddressOf } from '../http/visitor';

const smsRequestShape = v.object({
  mobileNum: v.pipe(v.string('validation.mobileInvalid'), bounded(32)),
  countryDialingCode: dialingCode,
  sliderChallengeId: v.optional(v.pipe(v.string(), bounded(64))),
  sliderToken: v.optional(v.pipe(v.string(), bounded(128))),
});

const sliderAttempt = v.object({
  challengeId: v.pipe(v.string(), v.minLength(1), bounded(64)),
  x: v.pipe(v.number(), v.finite(), v.minValue(-1000), v.maxValue(1000)),
  durationMs: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)),
  trail: v.pipe(
    v.array(v.tuple([v.pipe(v.number(), v.finite()), v.pipe(v.number(), v.finite())])),
    v.maxLength(2_000),
  ),
  captchaKey: v.optional(v.pipe(v.string(), bounded(64))),
  captcha: v.optional(v.pipe(v.string(), bounded(16))),
});

export function verificationRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  // Codes still being made or sent after their answer: a closing platform lets them finish first.
  const deliveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(deliveries);
  });

  defineRoute(app, platform, calls.smsNoLogin, {
    body: smsRequestShape,
    value: v.object({ expiredMinutes: v.number() }),
    handler: async ({ body, request }) => {
      const { regex } = await readSetting(db, 'registerSettings');
      const mobileNum = parseInput(mobileRule(regex), body.mobileNum);
      const target = { countryDialingCode: body.countryDialingCode, mobileNum };
      // Every number is counted and answered alike, and the code is made and sent after the answer, so
      // neither the answer nor its time tells whether the number has an account.
      const account = await findAccountByMobile(db, body.countryDialingCode, mobileNum);
      await reserveSmsSend(platform, 'noLogin', target, limitAddressOf(request));
      if (account) {
        const delivery = issueSmsCode(platform, 'noLogin', target, account.language)
          .catch((error: unknown) => request.log.error({ err: error }, 'the SMS code could not be sent'))
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      }
      return { expiredMinutes: smsLimits.expiredMinutes };
    },
  });

  defineRoute(app, platform, calls.captcha, {
    value: v.string(),
    handler: async ({ request, reply }) => {
      const { key, png } = await platform.captcha.issueCaptcha(limitAddressOf(request));
      reply.header(captchaKeyHeader, key).header('cache-control', 'no-store');
      return png;
    },
  });

  defineRoute(app, platform, calls.sliderChallenge, {
    handler: async ({ reply, request }) => {
      reply.header('cache-control', 'no-store');
      return platform.captcha.issueSlider(limitAddressOf(request));
    },
  });

  defineRoute(app, platform, calls.sliderVerify, {
    body: sliderAttempt,
    handler: async ({ body, request }) => {
      const fields = await platform.captcha.verifySlider(body, limitAddressOf(request));
      if (!fields) throw new ApiError('VERIFICATION_REQUIRED');
      return fields;
    },
  });
}
