import type { CountryCodeEntry, RegisterSettingsValue, SiteConfigValue, WhitelabelNode } from '@portal/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema';

/** The site's stored configuration documents (seeded for the demo brand; operators may edit them). */
export interface SiteSettings {
  site: Omit<SiteConfigValue, 'location' | 'maintenance' | 'regionRestriction'>;
  whitelabel: WhitelabelNode[];
  registerSettings: RegisterSettingsValue;
  countryCodes: CountryCodeEntry[];
}

export type SiteSettingKey = keyof SiteSettings;

export class MissingSettingError extends Error {
  constructor(key: string) {
    super(`The site setting "${key}" is missing: the seed has not run.`);
    this.name = 'MissingSettingError';
  }
}

export async function readSetting<Key extends SiteSettingKey>(db: Db, key: Key): Promise<SiteSettings[Key]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new MissingSettingError(key);
  return row.value as SiteSettings[Key];
}

/** Writes a setting only where none is stored, so a re-run seed never undoes an operator's change. */
export async function seedSetting<Key extends SiteSettingKey>(db: Db, key: Key, value: SiteSettings[Key]) {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}
