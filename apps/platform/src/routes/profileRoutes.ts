import { calls } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { avatarCount } from '../accounts/avatars';
import { profileValueOf, updateProfile } from '../accounts/memberProfile';
import { refuseTrial } from '../accounts/refuseTrial';
import type { Platform } from '../context';
import { defineRoute } from '../http/defineRoute';
import { storableText } from './routeSchemas';

const profileValue = v.object({
  username: v.string(),
  nickname: v.string(),
  realName: v.optional(v.string()),
  birthday: v.optional(v.string()),
  avatar: v.optional(v.number()),
  avatars: v.array(v.object({ id: v.number(), imgUrl: v.string() })),
  realNameLocked: v.boolean(),
  birthdayLocked: v.boolean(),
});

/**
 * The change's shape: short texts (the registration's rules check them in the service, with the site's
 * settings) and one of the avatars the platform draws. A key left out stays as it is.
 */
const profileChange = v.object({
  nickname: v.optional(storableText(64)),
  realName: v.optional(storableText(120)),
  birthday: v.optional(storableText(16)),
  avatar: v.optional(
    v.pipe(
      v.number('errors.badInput'),
      v.integer('errors.badInput'),
      v.minValue(0, 'errors.badInput'),
      v.maxValue(avatarCount - 1, 'errors.badInput'),
    ),
  ),
});

/**
 * The member's profile (the security centre's): read it, and change the nickname the header shows, the
 * avatar, or set the real name and the birthday once. A trial account has no profile to keep, and is
 * refused as the inbox and the cashier refuse it.
 */
export function profileRoutes(app: FastifyInstance, platform: Platform) {
  defineRoute(app, platform, calls.profile, {
    value: profileValue,
    handler: async ({ member: { account } }) => {
      refuseTrial(platform.config, account);
      return profileValueOf(account);
    },
  });

  defineRoute(app, platform, calls.profileUpdate, {
    body: profileChange,
    value: profileValue,
    handler: async ({ body, member: { account } }) => {
      refuseTrial(platform.config, account);
      return updateProfile(platform, account, body);
    },
  });
}
