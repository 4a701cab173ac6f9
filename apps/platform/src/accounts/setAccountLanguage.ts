import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import type { SiteLanguage } from '../system/siteLanguages';

/** The language the account's messages and content come in from now on. */
export async function setAccountLanguage(db: Db, accountId: number, language: SiteLanguage): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
}
