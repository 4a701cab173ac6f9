import { randomBytes } from 'node:crypto';
import type { Platform } from '../context';
import { accounts } from '../db/schema';
import { readSetting } from '../system/siteSettings';
import { usernameKeyOf, type Account } from './accounts';
import { hashPassword } from './passwords';

/** A free-play account of the site's currency, in the language asked (the site's default without one). */
export async function createTrialAccount(platform: Platform, language: string | undefined): Promise<Account> {
  const site = await readSetting(platform.db, 'site');
  const username = `trial${randomBytes(5).toString('hex')}`;
  const [account] = await platform.db
    .insert(accounts)
    .values({
      username,
      usernameKey: usernameKeyOf(username),
      // Nobody knows this password: the trial account lives only through its session.
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      type: platform.config.trialTypes[0] ?? 4,
      nickname: username,
      language: language ?? site.defaultLanguage,
      currency: site.currency,
    })
    .returning();
  return account as Account;
}
