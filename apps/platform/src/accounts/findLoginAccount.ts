import type { Db } from '../db/database';
import { readSetting } from '../system/siteSettings';
import { findAccountByMobile, findAccountByUsername, type Account } from './accounts';

/** A username never is digits only (it starts with a letter), so such a name can only be a number. */
const mobileShaped = /^\d{5,20}$/;

/**
 * The account a password login names: by its username, or by its mobile number (spec section 4: after a
 * reset by phone the portal logs in with the number as the username). A number without a dialing code
 * is the site's first one's, as the reset by phone reads it.
 */
export async function findLoginAccount(
  db: Db,
  username: string,
  countryDialingCode?: string,
): Promise<Account | undefined> {
  const byName = await findAccountByUsername(db, username);
  if (byName || !mobileShaped.test(username)) return byName;
  const code = countryDialingCode ?? (await readSetting(db, 'countryCodes'))[0]?.dialingCode ?? '';
  return findAccountByMobile(db, code.replace(/^\+/, ''), username);
}
