import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { searchKeyOf } from '../catalogue/searchKey';
import { sanitizeHtml } from '../content/sanitizeHtml';
import type { Platform } from '../context';
import { gameAnnouncements, settings, vendors } from '../db/schema';
import { demoCatalogue, demoGameAnnouncements } from './demoCatalogue';

/** The settings row that remembers which catalogue was seeded, so an unchanged one costs one query. */
const catalogueMarkerKey = 'seededGameCatalogue';

const day = 24 * 3_600_000;

/**
 * Seeds the demo catalogue, idempotently: vendors, games and game announcements only where their key is
 * new (an operator's maintenance switch and the popularity play adds survive). The 10,000 games go in one
 * statement (a JSON document expanded by `json_populate_recordset`, the same SQL on PGlite and
 * PostgreSQL), and a digest of the catalogue is kept, so a start with the same catalogue skips it all.
 */
export async function seedGameCatalogue(platform: Platform): Promise<{ inserted: boolean }> {
  const { db } = platform;
  const catalogue = demoCatalogue();
  const rows = catalogue.games.map((game) => ({
    node_id: game.nodeId,
    game_code: game.gameCode,
    name_en: game.name.en,
    name_ar: game.name.ar,
    name_en_key: searchKeyOf(game.name.en),
    name_ar_key: searchKeyOf(game.name.ar),
    game_type: game.gameType,
    vassalage: game.vassalage,
    game_classify: game.gameClassify,
    is_new: game.isNew,
    is_hot: game.isHot,
    freeplay: game.freeplay,
    support_play: game.supportPlay,
    is_game: game.isGame,
    sort: game.sort,
    popularity: game.popularity,
  }));
  const document = JSON.stringify(rows);
  const vendorRows = catalogue.vendors.map((vendor) => ({
    vassalage: vendor.vassalage,
    displayNameEn: vendor.name.en,
    displayNameAr: vendor.name.ar,
    accountTypeName: vendor.accountTypeName,
    gameTypes: vendor.gameTypes,
    sort: vendor.sort,
    gameListCard: vendor.gameListCard === true,
  }));
  const marker = createHash('sha256')
    .update(document)
    .update(JSON.stringify(vendorRows))
    .update(JSON.stringify(demoGameAnnouncements))
    .digest('hex');
  const [seeded] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, catalogueMarkerKey));
  if (seeded?.value === marker) return { inserted: false };

  await db.insert(vendors).values(vendorRows).onConflictDoNothing();
  await db.execute(sql`
    insert into games (node_id, game_code, name_en, name_ar, name_en_key, name_ar_key, game_type, vassalage,
      game_classify, is_new, is_hot, freeplay, support_play, is_game, sort, popularity)
    select node_id, game_code, name_en, name_ar, name_en_key, name_ar_key, game_type, vassalage,
      game_classify, is_new, is_hot, freeplay, support_play, is_game, sort, popularity
    from json_populate_recordset(null::games, ${document}::json)
    on conflict do nothing`);
  const now = platform.now();
  await db
    .insert(gameAnnouncements)
    .values(
      demoGameAnnouncements.map((item) => ({
        id: item.id,
        vassalage: item.vassalage,
        titleEn: item.title.en,
        titleAr: item.title.ar,
        contentEn: sanitizeHtml(item.content.en),
        contentAr: sanitizeHtml(item.content.ar),
        startsAt: new Date(now - item.daysAgo * day),
      })),
    )
    .onConflictDoNothing();
  // Fresh statistics, so the planner uses the filter indexes from the first request.
  await db.execute(sql`analyze games`);
  await db
    .insert(settings)
    .values({ key: catalogueMarkerKey, value: marker })
    .onConflictDoUpdate({ target: settings.key, set: { value: marker, updatedAt: new Date() } });
  return { inserted: true };
}
