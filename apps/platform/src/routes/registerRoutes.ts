import { calls } from '@portal/api';
import { mobileRule } from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountByMobile } from '../accounts/accounts';
import { agentByAffiliateCode, registerAccount } from '../accounts/registerAccount';
import type { Platform } from '../context';
import { loginContextOf } from '../http/loginContextOf';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { startSession } from '../sessions/loginValue';
import { readSetting } from '../system/siteSettings';
import { sendSmsCode } from '../verification/smsCodes';
import { bounded, dialingCode, loginValueSchema } from './routeSchemas';
import { languageOf } from '../http/languageOf';
import { limitAddressOf } from '../http/visitor';

/** Any draft: an object of short texts and flags; the mode's rules check it in the handler. */
const draftShape = v.record(
  v.pipe(v.string(), bounded(40)),
  v.union([v.pipe(v.string(), bounded(500)), v.boolean(), v.null()]),
);

export function registerRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  for (const [call, mode] of [
    [calls.register, 'username'],
    [calls.registerMobile, 'mobile'],
  ] as const) {
    defineRoute(app, platform, call, {
      body: draftShape,
      value: loginValueSchema,
      handler: async ({ body, request }) => {
        const account = await registerAccount(platform, body, {
          mode,
          ip: limitAddressOf(request),
          language: languageOf(request.headers['accept-language']),
        });
        return startSession(platform, account, loginContextOf(request, 'register'));
      },
    });
  }

  defineRoute(app, platform, calls.smsRegister, {
    body: v.object({
      mobileNo: v.pipe(v.string('validation.mobileInvalid'), bounded(32)),
      countryDialingCode: dialingCode,
      registerType: v.optional(v.picklist(['username', 'mobile'])),
      sliderChallengeId: v.optional(v.pipe(v.string(), bounded(64))),
      sliderToken: v.optional(v.pipe(v.string(), bounded(128))),
    }),
    value: v.object({ expiredMinutes: v.number() }),
    handler: async ({ body, request }) => {
      const { regex } = await readSetting(db, 'registerSettings');
      const mobileNum = parseInput(mobileRule(regex), body.mobileNo);
      if (await findAccountByMobile(db, body.countryDialingCode, mobileNum))
        throw new ApiError('MOBILE_TAKEN');
      const target = { countryDialingCode: body.countryDialingCode, mobileNum };
      return sendSmsCode(
        platform,
        'register',
        target,
        limitAddressOf(request),
        languageOf(request.headers['accept-language']),
      );
    },
  });

  defineRoute(app, platform, calls.affiliate, {
    query: v.object({
      code: v.pipe(
        v.string('validation.invitationCode'),
        v.trim(),
        v.minLength(1, 'validation.invitationCode'),
        bounded(32),
      ),
      domain: v.optional(v.pipe(v.string(), bounded(255))),
    }),
    handler: async ({ query }) => {
      const agent = await agentByAffiliateCode(platform, query.code);
      if (!agent) throw new ApiError('AFFILIATE_INVALID');
      return { code: agent.affiliateCode as string };
    },
  });
}
