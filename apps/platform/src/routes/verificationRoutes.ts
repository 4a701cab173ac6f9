import { captchaKeyHeader, paths } from '@portal/api';
import { mobileRule } from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountByMobile } from '../accounts/accounts';
import type { Platform } from '../context';
import { ApiError } from '../http/apiError';
import { parseInput } from '../http/badInput';
import { defineRoute } from '../http/defineRoute';
import { readSetting } from '../system/siteSettings';
import { issueCaptcha } from '../verification/captchas';
import { issueSlider, verifySlider } from '../verification/sliders';
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

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.smsNoLogin,
    summary:
      'Sends an SMS code to a registered number (SMS login, reset by phone); the answer is the same for any number',
    tags: ['verification'],
    body: smsRequestShape,
    value: v.object({ expiredMinutes: v.number() }),
    handler: async ({ body, request }) => {
      const { regex } = await readSetting(db, 'registerSettings');
      const mobileNum = parseInput(mobileRule(regex), body.mobileNum);
      const target = { countryDialingCode: body.countryDialingCode, mobileNum };
      // Every number is counted and answered alike, and the code is made and sent after the answer, so
      // neither the answer nor its time tells whether the number has an account.
      const account = await findAccountByMobile(db, body.countryDialingCode, mobileNum);
      await reserveSmsSend(platform, target, limitAddressOf(request));
      if (account) {
        const delivery = issueSmsCode(platform, 'noLogin', target, account.language)
          .catch((error: unknown) => request.log.error({ err: error }, 'the SMS code could not be sent'))
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      }
      return { expiredMinutes: smsLimits.expiredMinutes };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.captcha,
    summary: `A captcha PNG drawn on the server (base64); its key is in the ${captchaKeyHeader} header`,
    tags: ['verification'],
    value: v.string(),
    handler: async ({ request, reply }) => {
      const { key, png } = await issueCaptcha(platform, limitAddressOf(request));
      reply.header(captchaKeyHeader, key).header('cache-control', 'no-store');
      return png;
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.slider,
    summary: 'A slider puzzle (the sandbox slider verification service); so many a minute per address',
    tags: ['verification'],
    handler: async ({ reply, request }) => {
      reply.header('cache-control', 'no-store');
      return issueSlider(platform, limitAddressOf(request));
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.slider,
    summary:
      'Checks one slider try and its track; a pass yields the extra login fields. After repeated misses ' +
      'from an address a try needs a captcha too (CAPTCHA_INVALID with captcha: true until it has one)',
    tags: ['verification'],
    body: sliderAttempt,
    handler: async ({ body, request }) => {
      const fields = await verifySlider(platform, body, limitAddressOf(request));
      if (!fields) throw new ApiError('VERIFICATION_REQUIRED');
      return fields;
    },
  });
}
