import type { Db } from '../db/database';
import { contentLanguage } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';

/** The content language of a request: the asked one ('ar' or English), else the site's default. */
export async function languageFor(db: Db, asked: string | undefined): Promise<'ar' | 'en'> {
  return contentLanguage(asked || (await readSetting(db, 'site')).defaultLanguage);
}
