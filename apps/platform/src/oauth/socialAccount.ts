import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { findAccountById, uniqueViolation, usernameKeyOf, type Account } from '../accounts/accounts';
import { hashPassword } from '../accounts/passwords';
import type { Platform } from '../context';
import { accounts, socialIdentities } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { readSetting } from '../system/siteSettings';
import type { OAuthGrant } from './oauthCodes';
import type { SocialIdentity } from './socialIdentity';

async function linkedAccount(platform: Platform, grant: OAuthGrant): Promise<Account | undefined> {
  const [link] = await platform.db
    .select({ accountId: socialIdentities.accountId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, grant.provider), eq(socialIdentities.subject, grant.subject)));
  return link ? findAccountById(platform.db, link.accountId) : undefined;
}

/** Links the identity to a logged-in member; refused if it (or this provider) is linked elsewhere. */
export async function linkSocialIdentity(
  platform: Platform,
  grant: OAuthGrant,
  identity: SocialIdentity,
  account: Account,
): Promise<Account> {
  const linked = await linkedAccount(platform, grant);
  if (linked) {
    if (linked.id !== account.id) throw new ApiError('SOCIAL_ALREADY_LINKED');
    return linked;
  }
  try {
    await platform.db
      .insert(socialIdentities)
      .values({ ...grant, accountId: account.id, email: identity.email });
  } catch (error) {
    if (uniqueViolation(error)) throw new ApiError('SOCIAL_ALREADY_LINKED');
    throw error;
  }
  return account;
}

/**
 * The account of a social identity: the linked one, or a new member account made for it (a random
 * password nobody knows: the member logs in through the provider, or sets one by phone).
 */
export async function accountForSocialIdentity(
  platform: Platform,
  grant: OAuthGrant,
  identity: SocialIdentity,
): Promise<Account> {
  const existing = await linkedAccount(platform, grant);
  if (existing) return existing;
  const site = await readSetting(platform.db, 'site');
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = `${identity.usernameBase}${randomInt(1000, 100_000)}`;
    try {
      return await platform.db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({
            username,
            usernameKey: usernameKeyOf(username),
            passwordHash,
            type: platform.config.memberTypes[0] ?? 0,
            nickname: identity.name[identity.language],
            email: identity.email,
            language: identity.language,
            currency: site.currency,
            passwordChangedAt: new Date(platform.now()),
          })
          .returning();
        await tx.insert(socialIdentities).values({
          ...grant,
          accountId: (account as Account).id,
          email: identity.email,
        });
        return account as Account;
      });
    } catch (error) {
      const index = uniqueViolation(error);
      if (!index) throw error;
      // The same identity signed in twice at once: the other request made the account.
      const made = await linkedAccount(platform, grant);
      if (made) return made;
    }
  }
  throw new ApiError('SOCIAL_LOGIN_FAILED');
}
