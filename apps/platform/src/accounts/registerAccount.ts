import type { RegisterSettingsValue } from '@portal/api';
import { whitelabelFlags } from '@portal/api';
import {
  paymentPasswordRule,
  registerOptionalFieldNames,
  registerSchema,
  usernameFromMobile,
  type RegisterMode,
} from '@portal/forms/rules';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Platform } from '../context';
import { accounts } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { takeLimit } from '../limits/takeLimit';
import { flagEnabled } from '../system/flagEnabled';
import { readSetting } from '../system/siteSettings';
import { consumePhoneToken } from '../phone/consumePhoneToken';
import { consumeSmsCode } from '../verification/smsCodes';
import {
  findAccountByMobile,
  findAccountByUsername,
  uniqueViolation,
  usernameKeyOf,
  type Account,
} from './accounts';
import { hashPassword } from './passwords';

/**
 * Draft fields kept on the account's profile: the settings' optional fields but those with columns
 * (mobile, e-mail, nickname), the challenge answers and the secrets; and the referral code.
 */
const notOnProfile = new Set<string>([
  'mobileNum',
  'email',
  'nickname',
  'captcha',
  'affiliateCode',
  'paymentPassword',
  'transactionPassword',
]);
const profileFields = [
  ...registerOptionalFieldNames.filter((name) => !notOnProfile.has(name)),
  'referralCode',
] as const;

/** The agent an invitation code belongs to, or undefined. */
export async function agentByAffiliateCode(platform: Platform, code: string): Promise<Account | undefined> {
  const [row] = await platform.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.affiliateCode, code.trim()), inArray(accounts.type, platform.config.agentTypes)));
  return row;
}

export interface RegisterContext {
  mode: RegisterMode;
  ip: string;
  language: string;
}

/**
 * Registers a member (spec section 4): the draft checked with the same rules the browser ran, for the
 * mode and the site's settings; the invitation code, the anti-bot challenge, the captcha and the SMS code
 * checked (each single use); then the account, made with an argon2id hash. Nothing is written on a failure.
 */
export async function registerAccount(
  platform: Platform,
  draft: Record<string, unknown>,
  context: RegisterContext,
) {
  const { db } = platform;
  const [settings, tree, site] = await Promise.all([
    readSetting(db, 'registerSettings'),
    readSetting(db, 'whitelabel'),
    readSetting(db, 'site'),
  ]);
  if (context.mode === 'mobile' && !flagEnabled(tree, whitelabelFlags.mobileRegistration)) {
    throw new ApiError('FEATURE_DISABLED');
  }
  const smsVerification = flagEnabled(tree, whitelabelFlags.mobileSmsVerification);
  // The phone provider's ID token (firebaseChannel 'sms') stands in for the platform's own SMS code.
  const phoneToken =
    smsVerification && draft.firebaseChannel === 'sms' && typeof draft.firebaseIdToken === 'string'
      ? draft.firebaseIdToken
      : '';
  const schema = registerSchema({
    mode: context.mode,
    fields: settings.fields as RegisterSettingsValue['fields'],
    mobile: settings.regex,
    smsVerification: smsVerification && !phoneToken,
    mobilePassword: flagEnabled(tree, whitelabelFlags.mobilePasswordRegistration),
    termsName: 'terms',
  });
  const values = parseInput(schema, { terms: true, ...draft }) as Record<string, string | undefined>;
  const countryDialingCode = parseInput(
    v.optional(v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/, 'errors.badInput'))),
    draft.countryDialingCode,
  )?.replace(/^\+/, '');
  const mobileNum = values.mobileNum || undefined;
  if (mobileNum && !countryDialingCode) throw new ApiError('BAD_INPUT', undefined, 'validation.required');
  if (phoneToken && !mobileNum) throw new ApiError('BAD_INPUT', undefined, 'validation.required');
  const username = values.username || (mobileNum ? usernameFromMobile(mobileNum) : '');
  if (!username) throw new ApiError('BAD_INPUT', undefined, 'validation.required');

  await takeLimit(platform, 'registrationsPerAddress', context.ip);
  const affiliateCode = typeof draft.affiliateCode === 'string' ? draft.affiliateCode.trim() : '';
  const agent = affiliateCode ? await agentByAffiliateCode(platform, affiliateCode) : undefined;
  if (affiliateCode && !agent) throw new ApiError('AFFILIATE_INVALID');
  if (await findAccountByUsername(db, username)) throw new ApiError('USERNAME_TAKEN');
  if (mobileNum && (await findAccountByMobile(db, countryDialingCode as string, mobileNum))) {
    throw new ApiError('MOBILE_TAKEN');
  }

  await platform.captcha.consumeSlider(draft as { sliderChallengeId?: string; sliderToken?: string });
  if (settings.fields.captcha?.show) {
    await platform.captcha.consumeCaptcha(draft.captchaKey as string | undefined, values.captcha);
  }
  if (phoneToken) {
    await consumePhoneToken(platform, phoneToken, {
      countryDialingCode: countryDialingCode as string,
      mobileNum: mobileNum as string,
    });
  } else if (smsVerification) {
    await consumeSmsCode(
      platform,
      'register',
      { countryDialingCode: countryDialingCode as string, mobileNum: mobileNum as string },
      values.verificationCode as string,
    );
  }
  const password = values.password ?? '';
  const profile = Object.fromEntries(
    profileFields.flatMap((name) => {
      const value = values[name] ?? (typeof draft[name] === 'string' ? (draft[name] as string).trim() : '');
      return value ? [[name, value.slice(0, 200)]] : [];
    }),
  );
  try {
    const [account] = await db
      .insert(accounts)
      .values({
        username,
        usernameKey: usernameKeyOf(username),
        // Mobile registration without a password: a random one until the member sets theirs by phone.
        passwordHash: await hashPassword(password || crypto.randomUUID()),
        type: platform.config.memberTypes[0] ?? 0,
        nickname: values.nickname ?? '',
        countryDialingCode: mobileNum ? countryDialingCode : null,
        mobileNum: mobileNum ?? null,
        email: values.email || null,
        profile,
        parentId: agent?.id ?? null,
        language: context.language.startsWith('en') ? 'en' : site.defaultLanguage,
        currency: site.currency,
        passwordChangedAt: new Date(platform.now()),
        // A payment password given at registration is kept hashed, when it is one a withdrawal can take.
        ...(values.paymentPassword && v.is(paymentPasswordRule, values.paymentPassword)
          ? {
              paymentPasswordHash: await hashPassword(values.paymentPassword),
              paymentPasswordChangedAt: new Date(platform.now()),
            }
          : {}),
      })
      .returning();
    return account as Account;
  } catch (error) {
    const index = uniqueViolation(error);
    if (index?.includes('mobile')) throw new ApiError('MOBILE_TAKEN');
    if (index) throw new ApiError('USERNAME_TAKEN');
    throw error;
  }
}
