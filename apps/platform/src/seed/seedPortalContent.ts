import type { Platform } from '../context';
import { sanitizeHtml } from '../content/sanitizeHtml';
import { announcements, banners, notices, promotions } from '../db/schema';
import { seedSetting } from '../system/siteSettings';
import { demoAnnouncements } from './demoAnnouncements';
import { demoAppDownload } from './demoAppDownload';
import { demoBanners } from './demoBanners';
import { demoFeedbackSettings } from './demoFeedbackSettings';
import { demoLiveModels } from './demoLiveModels';
import { demoMirrors } from './demoMirrors';
import { demoNotices } from './demoNotices';
import { demoOfficialContacts } from './demoOfficialContacts';
import { demoPromotionCategories, demoPromotions } from './demoPromotions';
import { demoVip } from './demoVip';

const languages = ['en', 'ar'] as const;
const day = 24 * 3_600_000;

/**
 * Seeds the portal's content, idempotently: the settings documents only where none is stored, and the
 * announcements, banners, notices and promotions only where their id is new (operators' edits survive).
 * Stored HTML goes through the sanitiser; dates are relative to the first seeding.
 */
export async function seedPortalContent(platform: Platform): Promise<void> {
  const { db } = platform;
  const now = platform.now();
  await seedSetting(db, 'promotionCategories', demoPromotionCategories);
  await seedSetting(db, 'liveModels', demoLiveModels);
  await seedSetting(db, 'mirrors', demoMirrors);
  await seedSetting(db, 'officialContacts', demoOfficialContacts);
  await seedSetting(db, 'appDownload', demoAppDownload);
  await seedSetting(db, 'vip', demoVip);
  await seedSetting(db, 'feedback', demoFeedbackSettings);

  await db
    .insert(announcements)
    .values(
      demoAnnouncements.flatMap((item) =>
        languages.map((lang) => ({
          id: item.id,
          lang,
          type: item.type,
          execution: item.execution,
          title: item.title[lang],
          content: sanitizeHtml(item.content[lang]),
          startsAt: new Date(now - item.daysAgo * day),
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(banners)
    .values(
      demoBanners.map((item) => ({
        id: item.id,
        groupName: item.groupName,
        sort: item.sort,
        titleEn: item.title.en,
        titleAr: item.title.ar,
        linkageType: item.linkageType,
        linkage: item.linkage,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(notices)
    .values(
      demoNotices.flatMap((item) =>
        languages.map((lang) => ({
          id: item.id,
          lang,
          type: item.type,
          sort: item.sort,
          title: item.title[lang],
          content: item.content ? sanitizeHtml(item.content[lang]) : null,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(promotions)
    .values(
      demoPromotions.flatMap((item) =>
        languages.map((lang) => ({
          id: item.id,
          lang,
          category: item.category,
          sort: item.sort,
          title: item.title[lang],
          summary: item.summary[lang],
          content: sanitizeHtml(item.content[lang]),
          startsAt: new Date(now - item.startedDaysAgo * day),
          endsAt: item.endsInDays === null ? null : new Date(now + item.endsInDays * day),
        })),
      ),
    )
    .onConflictDoNothing();
}
