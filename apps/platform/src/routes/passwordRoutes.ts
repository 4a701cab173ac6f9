import { calls, whitelabelFlags, type RegisterSettingsValue } from '@portal/api';
import {
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  passwordRuleFromSettings,
} from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountByMobile, findAccountByUsername } from '../accounts/accounts';
import { consumePasswordReset, sendPasswordResetLink } from '../accounts/passwordResets';
import { verifyPassword } from '../accounts/passwords';
import { assertOwnPasswordAllowed, setOwnPassword } from '../accounts/setPassword';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { reserveOldPasswordCheck } from '../limits/passwordChangeThrottle';
import { takeLimit } from '../limits/takeLimit';
import { flagEnabled } from '../system/flagEnabled';
import { readSetting } from '../system/siteSettings';
import { consumeSmsCode } from '../verification/smsCodes';
import { bounded } from './routeSchemas';
import { limitAddressOf } from '../http/visitor';

const text = (max: number) => v.pipe(v.string(), bounded(max));

export function passwordRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  const passwordRule = async () =>
    passwordRuleFromSettings(
      (await readSetting(db, 'registerSettings')).fields as RegisterSettingsValue['fields'],
    );

  defineRoute(app, platform, calls.changePassword, {
    body: v.object({
      oldPassword: v.optional(text(128), ''),
      newPassword: text(128),
      confirmNewPassword: text(128),
    }),
    handler: async ({ body, member, request }) => {
      const askOldPassword = !member.account.passwordInitial;
      const values = parseInput(
        changePasswordSchema({ askOldPassword, password: await passwordRule() }),
        body,
      );
      if (askOldPassword) {
        const check = await reserveOldPasswordCheck(platform, member.account.id, limitAddressOf(request));
        if (!(await verifyPassword(member.account.passwordHash, values.oldPassword))) {
          throw new ApiError('OLD_PASSWORD_WRONG');
        }
        await check.succeeded();
      }
      await setOwnPassword(platform, member.account.id, values.newPassword, member.session.tokenHash);
      return true;
    },
  });

  defineRoute(app, platform, calls.forgotByEmail, {
    body: v.object({ username: text(64), email: text(254) }),
    handler: async ({ body, request }) => {
      const values = parseInput(forgotByEmailSchema(), body);
      await takeLimit(platform, 'forgotRequestsPerAddress', limitAddressOf(request));
      const account = await findAccountByUsername(db, values.username);
      const email = account?.email;
      if (account && email && email.toLowerCase() === values.email.toLowerCase()) {
        // Sent after the answer, so how long the answer takes does not tell whether the pair matched.
        void sendPasswordResetLink(platform, { ...account, email }, request).catch((error: Error) =>
          request.log.error({ reason: error.message }, 'the password reset e-mail was not sent'),
        );
      }
      return true;
    },
  });

  defineRoute(app, platform, calls.resetPassword, {
    body: v.object({ token: text(64), newPassword: text(128), confirmNewPassword: text(128) }),
    handler: async ({ body, request }) => {
      await takeLimit(platform, 'resetTriesPerAddress', limitAddressOf(request));
      const values = parseInput(
        changePasswordSchema({ askOldPassword: false, password: await passwordRule() }),
        {
          oldPassword: '',
          newPassword: body.newPassword,
          confirmNewPassword: body.confirmNewPassword,
        },
      );
      // Checked before the link is used up, so a refused password leaves the link working.
      assertOwnPasswordAllowed(platform, values.newPassword);
      const accountId = await consumePasswordReset(platform, body.token);
      await setOwnPassword(platform, accountId, values.newPassword);
      return true;
    },
  });

  defineRoute(app, platform, calls.setPasswordByPhone, {
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
