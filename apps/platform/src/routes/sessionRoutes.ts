import { calls, decryptPayload, whitelabelFlags, type MemberInfo } from '@portal/api';
import { mobileRule, requiredText, smsCodeRule } from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { accountKind } from '../accounts/accountTypes';
import { findAccountByMobile } from '../accounts/accounts';
import { createTrialAccount } from '../accounts/createTrialAccount';
import { findLoginAccount } from '../accounts/findLoginAccount';
import { avatarUrlOf } from '../accounts/memberProfile';
import { decoyHash, verifyPassword } from '../accounts/passwords';
import type { Platform } from '../context';
import { loginContextOf } from '../http/loginContextOf';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { loginSubject, reserveLoginAttempt } from '../limits/loginThrottle';
import { takeLimit } from '../limits/takeLimit';
import { consumePhoneToken } from '../phone/consumePhoneToken';
import { startSession } from '../sessions/loginValue';
import { revokeSession } from '../sessions/sessions';
import { flagEnabled } from '../system/flagEnabled';
import { readSetting } from '../system/siteSettings';
import { consumeSmsCode } from '../verification/smsCodes';
import { bounded, dialingCode, loginValueSchema } from './routeSchemas';
import { limitAddressOf } from '../http/visitor';

const usernameLogin = v.object({
  type: v.literal('username'),
  username: v.pipe(requiredText(), bounded(64)),
  password: v.pipe(v.string(), v.minLength(1, 'validation.required'), bounded(128)),
  captcha: v.optional(v.pipe(v.string(), bounded(16))),
  captchaKey: v.optional(v.pipe(v.string(), bounded(64))),
  /** With a mobile number as the username (the login after a reset by phone). */
  countryDialingCode: v.optional(dialingCode),
  sliderChallengeId: v.optional(v.pipe(v.string(), bounded(64))),
  sliderToken: v.optional(v.pipe(v.string(), bounded(128))),
  agentOnly: v.optional(v.boolean()),
});

/** With the phone provider's ID token (firebaseChannel 'sms') no SMS code of the platform is asked. */
const smsLogin = (mobile: { mobileMinLength: number; mobileMaxLength: number }, phoneProvider: boolean) =>
  v.object({
    type: v.literal('sms'),
    username: mobileRule(mobile),
    password: phoneProvider ? v.optional(v.string(), '') : smsCodeRule,
    countryDialingCode: dialingCode,
  });

/** The SMS login's shape; its fields are checked against the site's mobile settings in the handler. */
const smsLoginShape = v.object({
  type: v.literal('sms'),
  username: v.pipe(v.string(), bounded(32)),
  password: v.optional(v.pipe(v.string(), bounded(16)), ''),
  countryDialingCode: v.pipe(v.string(), bounded(8)),
  firebaseChannel: v.optional(v.literal('sms')),
  firebaseIdToken: v.optional(v.pipe(v.string(), bounded(1024))),
});

const freeplayBody = v.object({
  os: v.pipe(v.string(), v.minLength(1), bounded(32)),
  platform: v.literal('W'),
  value: v.unknown(),
  gatewayVersion: v.literal(3),
});

export function sessionRoutes(app: FastifyInstance, platform: Platform) {
  const { db, config } = platform;

  defineRoute(app, platform, calls.login, {
    body: v.variant('type', [usernameLogin, smsLoginShape]),
    value: loginValueSchema,
    handler: async ({ body, request }) => {
      const ip = limitAddressOf(request);
      if (body.type === 'sms') {
        const { regex } = await readSetting(db, 'registerSettings');
        const phoneToken = body.firebaseChannel === 'sms' ? (body.firebaseIdToken ?? '') : '';
        const sms = parseInput(smsLogin(regex, Boolean(phoneToken)), body);
        const tree = await readSetting(db, 'whitelabel');
        if (!flagEnabled(tree, whitelabelFlags.verificationCodeLogin)) throw new ApiError('FEATURE_DISABLED');
        const target = { countryDialingCode: sms.countryDialingCode, mobileNum: sms.username };
        const account = await findAccountByMobile(db, target.countryDialingCode, target.mobileNum);
        // Counted apart from the password's: wrong codes (no captcha here) must not lock the password login.
        const subject = `sms:${loginSubject(account, `${target.countryDialingCode}${target.mobileNum}`)}`;
        const attempt = await reserveLoginAttempt(platform, subject, ip);
        try {
          if (phoneToken) await consumePhoneToken(platform, phoneToken, target);
          else await consumeSmsCode(platform, 'noLogin', target, sms.password);
        } catch (error) {
          await attempt.failed();
          throw error;
        }
        await attempt.succeeded();
        if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
        if (accountKind(config, account.type) === 'nonMember') throw new ApiError('NON_MEMBER');
        return startSession(platform, account, loginContextOf(request, 'sms'));
      }

      // The account first, so its limits hold whichever of its names was typed.
      const account = await findLoginAccount(db, body.username, body.countryDialingCode);
      await platform.captcha.consumeSlider(body);
      const attempt = await reserveLoginAttempt(platform, loginSubject(account, body.username), ip, () =>
        platform.captcha.consumeCaptcha(body.captchaKey, body.captcha),
      );
      const passes = await verifyPassword(account?.passwordHash ?? (await decoyHash()), body.password);
      if (!account || !passes) {
        const failure = await attempt.failed();
        throw new ApiError(failure.lockedUntil ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED', failure);
      }
      await attempt.succeeded();
      const kind = accountKind(config, account.type);
      if (kind === 'nonMember') throw new ApiError('NON_MEMBER');
      // Checked after the password, so the answer never tells a stranger which accounts are agents.
      if (body.agentOnly === true && kind !== 'agent') throw new ApiError('NOT_AGENT');
      return startSession(platform, account, loginContextOf(request, 'password'));
    },
  });

  defineRoute(app, platform, calls.freeplayLogin, {
    body: freeplayBody,
    value: loginValueSchema,
    handler: async ({ body, request }) => {
      const tree = await readSetting(db, 'whitelabel');
      if (!flagEnabled(tree, whitelabelFlags.freePlay)) throw new ApiError('FEATURE_DISABLED');
      let language: string | undefined;
      if (body.value !== undefined && body.value !== null && body.value !== '') {
        const opened = await decryptPayload(platform.keys.privateKey, body.value).catch(() => {
          throw new ApiError('BAD_PAYLOAD');
        });
        const parsed = v.safeParse(v.object({ language: v.optional(v.picklist(['ar', 'en'])) }), opened);
        if (!parsed.success) throw new ApiError('BAD_INPUT');
        language = parsed.output.language;
      }
      await takeLimit(platform, 'freeplayPerAddress', limitAddressOf(request));
      // A trial account's free play is no member's login: the login history has none.
      return startSession(platform, await createTrialAccount(platform, language), null);
    },
  });

  defineRoute(app, platform, calls.logout, {
    handler: async ({ member }) => {
      await revokeSession(platform, member.session.tokenHash);
      return null;
    },
  });

  defineRoute(app, platform, calls.memberInfo, {
    handler: async ({ member: { account } }): Promise<MemberInfo> => {
      const site = await readSetting(db, 'site');
      const kind = accountKind(config, account.type);
      return {
        id: account.id,
        account: account.username,
        nickname: account.nickname || account.username,
        userName: account.username,
        type: account.type,
        isAgent: kind === 'agent',
        isTrial: kind === 'trial',
        firstTimeLogin: account.firstLoginAt === null,
        language: account.language,
        currency: account.currency,
        currencySymbol: site.currencySymbol,
        ...(account.mobileNum
          ? { mobileNum: account.mobileNum, countryDialingCode: account.countryDialingCode ?? '' }
          : {}),
        ...(account.email ? { email: account.email } : {}),
        hasTemporaryPassword: account.passwordInitial,
      };
    },
  });

  defineRoute(app, platform, calls.memberIcon, {
    // The avatar the member picked in their profile, or the one drawn for their id.
    handler: async ({ member: { account } }) => ({ imgUrl: avatarUrlOf(account) }),
  });
}
