import type { ProfileValue, RegisterSettingsValue } from '@portal/api';
import { profileSchema } from '@portal/forms/rules';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Platform } from '../context';
import { accounts } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { readSetting } from '../system/siteSettings';
import type { Account } from './accounts';
import { avatarCount, avatarImage } from './avatars';

/** What the profile keeps of the member in the account's `profile` (beside the registration's draft fields). */
interface StoredProfile {
  realName?: unknown;
  birthday?: unknown;
  avatar?: unknown;
}

const storedOf = (account: Pick<Account, 'profile'>): StoredProfile =>
  typeof account.profile === 'object' && account.profile !== null ? (account.profile as StoredProfile) : {};

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The avatar the member picked, or the one drawn for the account's id until they pick one. */
export function avatarOf(account: Pick<Account, 'id' | 'profile'>): number {
  const picked = storedOf(account).avatar;
  return typeof picked === 'number' && Number.isInteger(picked) && picked >= 0 && picked < avatarCount
    ? picked
    : account.id % avatarCount;
}

/** The member's avatar image: the picked one's, or until then the one drawn for the id (as it always was). */
export function avatarUrlOf(account: Pick<Account, 'id' | 'profile'>): string {
  const picked = storedOf(account).avatar;
  return avatarImage(picked === undefined ? account.id : avatarOf(account));
}

/** The member's profile as `GET /wps/member/profile` answers it. */
export function profileValueOf(account: Account): ProfileValue {
  const stored = storedOf(account);
  const realName = textOf(stored.realName);
  const birthday = textOf(stored.birthday);
  return {
    username: account.username,
    nickname: account.nickname,
    ...(realName ? { realName } : {}),
    ...(birthday ? { birthday } : {}),
    avatar: avatarOf(account),
    avatars: Array.from({ length: avatarCount }, (_, id) => ({ id, imgUrl: avatarImage(id) })),
    realNameLocked: realName !== undefined,
    birthdayLocked: birthday !== undefined,
  };
}

export interface ProfileChange {
  nickname?: string;
  realName?: string;
  birthday?: string;
  avatar?: number;
}

/**
 * Changes the member's profile (a partial change): the texts checked with the registration's rules and
 * the site's register settings, the avatar one of those the platform draws. The nickname (its column,
 * which the header's member info shows) and the avatar change at will; the real name and the birthday are
 * set once (KYC) — given again unchanged they are no change, otherwise PROFILE_LOCKED, and nothing is
 * written. The lock holds against a concurrent change too: the row is updated only while they are unset.
 */
export async function updateProfile(
  platform: Platform,
  account: Account,
  change: ProfileChange,
): Promise<ProfileValue> {
  const { db } = platform;
  const settings = await readSetting(db, 'registerSettings');
  const texts = parseInput(
    profileSchema({
      fields: settings.fields as RegisterSettingsValue['fields'],
      today: () => new Date(platform.now()),
    }),
    { nickname: change.nickname, realName: change.realName, birthday: change.birthday },
  );
  const current = profileValueOf(account);
  const patch: Record<string, string | number> = {};
  const unset: SQL[] = [];
  for (const field of ['realName', 'birthday'] as const) {
    const value = texts[field];
    if (!value || value === current[field]) continue;
    if (current[field] !== undefined) throw new ApiError('PROFILE_LOCKED');
    patch[field] = value;
    unset.push(isNull(sql`${accounts.profile}->>${field}`));
  }
  if (change.avatar !== undefined) patch.avatar = change.avatar;
  const nickname = texts.nickname;
  if (nickname === undefined && Object.keys(patch).length === 0) return current;

  const [row] = await db
    .update(accounts)
    .set({
      ...(nickname !== undefined ? { nickname } : {}),
      ...(Object.keys(patch).length > 0
        ? { profile: sql`coalesce(${accounts.profile}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb` }
        : {}),
    })
    .where(and(eq(accounts.id, account.id), ...unset))
    .returning();
  // No row: another change set the real name or the birthday since this one read the account.
  if (!row) throw new ApiError('PROFILE_LOCKED');
  return profileValueOf(row);
}
