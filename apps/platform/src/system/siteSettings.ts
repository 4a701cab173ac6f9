import type { CountryCodeEntry, RegisterSettingsValue, SiteConfigValue, WhitelabelNode } from '@portal/api';

/** The stored part of the site configuration: location and the status are per request, the phone provider per deployment. */
export type StoredSiteConfig = Omit<
  SiteConfigValue,
  'location' | 'maintenance' | 'regionRestriction' | 'phoneProvider'
>;
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { CashierSetting } from '../payments/cashierSetting';
import { settings } from '../db/schema';
import type {
  AppDownloadSetting,
  FeedbackSetting,
  LiveModelSetting,
  MirrorSetting,
  OfficialContactSetting,
  PromotionCategorySetting,
  VipSetting,
} from './contentSettings';

/** The site's stored configuration documents (seeded for the demo brand; operators may edit them). */
export interface SiteSettings {
  site: StoredSiteConfig;
  whitelabel: WhitelabelNode[];
  registerSettings: RegisterSettingsValue;
  countryCodes: CountryCodeEntry[];
  promotionCategories: PromotionCategorySetting[];
  liveModels: LiveModelSetting[];
  mirrors: MirrorSetting[];
  officialContacts: OfficialContactSetting[];
  appDownload: AppDownloadSetting;
  vip: VipSetting;
  feedback: FeedbackSetting;
  /** One wallet for every game (`GCS_merchantWallet` isSingle), or a wallet per vendor. */
  merchantWallet: { isSingle: boolean };
  /** The cashier: deposit channels with their limits. */
  cashier: CashierSetting;
}

export type SiteSettingKey = keyof SiteSettings;

export class MissingSettingError extends Error {
  constructor(key: string) {
    super(`The site setting "${key}" is missing: the seed has not run.`);
    this.name = 'MissingSettingError';
  }
}

/**
 * Settings are read on most requests but change rarely: each node keeps what it read for a second, so
 * an operator's change reaches every node within a second without a query per request.
 */
const cacheMs = 1_000;
const caches = new WeakMap<Db, Map<string, { value: unknown; at: number }>>();

export async function readSetting<Key extends SiteSettingKey>(db: Db, key: Key): Promise<SiteSettings[Key]> {
  const cache = caches.get(db) ?? new Map<string, { value: unknown; at: number }>();
  caches.set(db, cache);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < cacheMs) return hit.value as SiteSettings[Key];
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new MissingSettingError(key);
  cache.set(key, { value: row.value, at: Date.now() });
  return row.value as SiteSettings[Key];
}

/** Replaces a setting (an operator's change) and forgets this node's copy at once. */
export async function writeSetting<Key extends SiteSettingKey>(db: Db, key: Key, value: SiteSettings[Key]) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  caches.get(db)?.delete(key);
}

/** Writes a setting only where none is stored, so a re-run seed never undoes an operator's change. */
export async function seedSetting<Key extends SiteSettingKey>(db: Db, key: Key, value: SiteSettings[Key]) {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}
