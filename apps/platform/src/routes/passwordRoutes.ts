import { randomInt } from 'node:crypto';
import { paths, whitelabelFlags, type RegisterSettingsValue } from '@portal/api';
import {
  changePasswordSchema,
  emailRule,
  forgotByPhoneSchema,
  passwordRuleFromSettings,
  requiredText,
} from '@portal/forms/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountByMobile, findAccountByUsername } from '../accounts/accounts';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { setOwnPassword } from '../accounts/setPassword';
import type { Platform } from '../context';
import { accounts } from '../db/schema';
import { ApiError } from '../http/apiError';
import { parseInput } from '../http/badInput';
import { defineRoute } from '../http/defineRoute';
import { messageTexts } from '../messaging/messageTexts';
import { revokeAccountSessions } from '../sessions/sessions';
import { flagEnabled } from '../system/flagEnabled';
import { readSetting } from '../system/siteSettings';
import { consumeSmsCode } from '../verification/smsCodes';
import { bounded } from './routeSchemas';

const text = (max: number) => v.pipe(v.string(), bounded(max));

/** A temporary password: 10 characters a person can type from an e-mail, without look-alikes. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (from: string) => from[randomInt(from.length)] as string;
  return (
    Array.from({ length: 7 }, () => pick(letters)).join('') +
    Array.from({ length: 3 }, () => pick(digits)).join('')
  );
}

export function passwordRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  const passwordRule = async () =>
    passwordRuleFromSettings(
      (await readSetting(db, 'registerSettings')).fields as RegisterSettingsValue['fields'],
    );

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.changePassword,
    summary: 'Changes the password (the old one is not asked while a temporary one is set)',
    tags: ['password'],
    auth: 'member',
    encrypted: true,
    body: v.object({
      oldPassword: v.optional(text(128), ''),
      newPassword: text(128),
      confirmNewPassword: text(128),
    }),
    handler: async ({ body, member }) => {
      const askOldPassword = !member.account.passwordInitial;
      const values = parseInput(
        changePasswordSchema({ askOldPassword, password: await passwordRule() }),
        body,
      );
      if (askOldPassword && !(await verifyPassword(member.account.passwordHash, values.oldPassword))) {
        throw new ApiError('OLD_PASSWORD_WRONG');
      }
      await setOwnPassword(platform, member.account.id, values.newPassword, member.session.tokenHash);
      return true;
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.forgotByEmail,
    summary: 'Forgot password by e-mail: a temporary password is e-mailed to the address on the account',
    tags: ['password'],
    body: v.object({ username: text(64), email: text(254) }),
    handler: async ({ body, request }) => {
      const values = parseInput(v.object({ username: requiredText(), email: emailRule() }), body);
      const { store } = platform;
      if ((await store.increment(`forgot:ip:${request.ip}`, 3_600_000)) > 10) throw new ApiError('THROTTLED');
      const account = await findAccountByUsername(db, values.username);
      if (!account || account.email?.toLowerCase() !== values.email.toLowerCase()) {
        throw new ApiError('ACCOUNT_NOT_FOUND');
      }
      if ((await store.increment(`forgot:acct:${account.id}`, 3_600_000)) > 3)
        throw new ApiError('THROTTLED');
      const temporary = temporaryPassword();
      await db
        .update(accounts)
        .set({ passwordHash: await hashPassword(temporary), passwordInitial: true })
        .where(eq(accounts.id, account.id));
      await revokeAccountSessions(platform, account.id);
      const texts = messageTexts(account.language);
      await platform.messages.email.send(
        account.email as string,
        `${texts.resetSubject}\n\n${texts.resetBody(account.username, temporary)}`,
      );
      return true;
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.setPasswordByPhone,
    summary: 'Sets a new password with an SMS code sent to the number on the account',
    tags: ['password'],
    encrypted: true,
    body: v.object({
      newPassword: text(128),
      mobileNum: text(32),
      verificationCode: text(16),
      countryDialingCode: v.optional(text(8)),
    }),
    handler: async ({ body }) => {
      const [tree, settings, countryCodes] = await Promise.all([
        readSetting(db, 'whitelabel'),
        readSetting(db, 'registerSettings'),
        readSetting(db, 'countryCodes'),
      ]);
      if (!flagEnabled(tree, whitelabelFlags.phonePasswordReset)) throw new ApiError('FEATURE_DISABLED');
      // The spec's payload has no dialing code: the site's first one is meant unless the client says.
      const fallbackCode = countryCodes[0]?.dialingCode ?? '';
      const values = parseInput(forgotByPhoneSchema(settings.regex, await passwordRule()), {
        countryDialingCode: fallbackCode,
        ...body,
      });
      const countryDialingCode = values.countryDialingCode.replace(/^\+/, '');
      const target = { countryDialingCode, mobileNum: values.mobileNum };
      await consumeSmsCode(platform, 'noLogin', target, values.verificationCode);
      const account = await findAccountByMobile(db, countryDialingCode, values.mobileNum);
      if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
      await setOwnPassword(platform, account.id, values.newPassword);
      return true;
    },
  });
}
