import {
  gameLaneOrder,
  gameListDefaultPageSize,
  gameListMaxPageSize,
  hotGamesLimit,
  ok,
  paths,
  popularGamesDefaultLimit,
  popularGamesMaxLimit,
  slotClassifies,
  vendorLogoUrl,
  type Envelope,
  type GameAnnouncementsValue,
  type GameListValue,
  type GameMenusValue,
  type GameType,
  type HotGamesValue,
  type OperatorVendorValue,
  type PopularGamesValue,
  type Vendor,
  type VendorGameTypesValue,
  type VendorLane,
  type VendorLanesValue,
} from '@portal/api';
import { and, asc, count, desc, eq, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  findGame,
  findVendor,
  gameColumns,
  gamesFor,
  pagesOf,
  viewerOf,
  type VendorRow,
} from '../catalogue/catalogue';
import { gameTypeTitles } from '../catalogue/gameTypeTitles';
import { containsPattern } from '../catalogue/searchKey';
import { drawGameArt, drawVendorLogo } from '../content/drawGameArt';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { gameAnnouncements, games, vendors } from '../db/schema';
import { ApiError } from '../http/apiError';
import { parseInput } from '../http/badInput';
import { defineRoute } from '../http/defineRoute';
import { operatorGuard } from '../http/operatorAuth';
import { pick } from '../system/contentSettings';
import { languageQuery, wholeQuery } from './contentQueries';
import {
  catalogueLanguage,
  classifyFilter,
  clientTypeQuery,
  flagQuery,
  gameNameQuery,
  gameTypeFilter,
  ignoredText,
  requiredVendorCode,
  vendorCode,
} from './gameQueries';

/** Game art and vendor logos never change for an id: cached for a year, never revalidated. */
const immutableCache = 'public, max-age=31536000, immutable';

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.type('image/svg+xml').header('cache-control', immutableCache).send(svg);

/** The file parameter of a media path matching `pattern` (its first group), or a 404. */
function fileParameter(request: FastifyRequest, pattern: RegExp): string {
  const file = (request.params as { file?: unknown }).file;
  const match = typeof file === 'string' ? pattern.exec(file) : null;
  if (!match?.[1]) throw new ApiError('NOT_FOUND');
  return match[1];
}

interface LaneCounts {
  /** Games (isGame 1) per vendor, per game type. */
  games: Map<string, number>;
  /** The classifies in use, per game type. */
  classifies: Map<GameType, Set<string>>;
}

const laneKey = (vassalage: string, gameType: string) => `${vassalage}\u0000${gameType}`;

/** One pass over the catalogue: each vendor's games per type and the classifies each type uses. */
async function laneCounts(db: Db): Promise<LaneCounts> {
  const rows = await db
    .select({
      vassalage: games.vassalage,
      gameType: games.gameType,
      gameClassify: games.gameClassify,
      total: sql<number>`(count(*) filter (where ${games.isGame} = 1))::int`,
    })
    .from(games)
    .groupBy(games.vassalage, games.gameType, games.gameClassify);
  const counts: LaneCounts = { games: new Map(), classifies: new Map() };
  for (const row of rows) {
    const key = laneKey(row.vassalage, row.gameType);
    counts.games.set(key, (counts.games.get(key) ?? 0) + Number(row.total));
    if (row.gameClassify) {
      const used = counts.classifies.get(row.gameType as GameType) ?? new Set<string>();
      used.add(row.gameClassify);
      counts.classifies.set(row.gameType as GameType, used);
    }
  }
  return counts;
}

const vendorOf = (row: VendorRow, language: string, gameCount: number): Vendor => ({
  vassalage: row.vassalage,
  displayName: pick({ en: row.displayNameEn, ar: row.displayNameAr }, language),
  accountTypeName: row.accountTypeName,
  logoUrl: vendorLogoUrl(row.vassalage),
  gameCount,
  maintenance: row.maintenance,
  gameListCard: row.gameListCard,
});

/** The vendor lanes: one per game type that has vendors, in `gameLaneOrder`, vendors in their order. */
async function vendorLanes(db: Db, language: string): Promise<VendorLane[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(vendors).orderBy(asc(vendors.sort), asc(vendors.vassalage)),
    laneCounts(db),
  ]);
  return gameLaneOrder.flatMap((gameType): VendorLane[] => {
    const laneVendors = rows
      .filter((row) => row.gameTypes.includes(gameType))
      .map((row) => vendorOf(row, language, counts.games.get(laneKey(row.vassalage, gameType)) ?? 0));
    if (laneVendors.length === 0) return [];
    const used = counts.classifies.get(gameType) ?? new Set<string>();
    return [
      {
        gameCategory: gameType,
        title: pick(gameTypeTitles[gameType], language),
        vendors: laneVendors,
        cards: Object.fromEntries(laneVendors.map((vendor) => [vendor.vassalage, vendor])),
        gameClassify: slotClassifies.filter((classify) => used.has(classify)),
      },
    ];
  });
}

const orderOf = (gameType: string) => gameLaneOrder.indexOf(gameType as GameType);

/**
 * The game catalogue (spec sections 3, 4 and 7): vendor lanes, a vendor's game types, the game menus, the
 * game list with its filters and name search, hot and popular games, game announcements, the game art and
 * vendor logos, and the operator's vendor switches. Open to visitors; a live session's token adds the
 * member's favourite flags (`isFavorite`) to the games.
 */
/** The most played games that meet a condition, of a game type and vendor when given ('' for any). */
const mostPopular = (
  db: Db,
  condition: SQL,
  { gameType, vassalage }: { gameType: string; vassalage: string },
  limit: number,
) =>
  db
    .select(gameColumns)
    .from(games)
    .where(
      and(
        condition,
        gameType ? eq(games.gameType, gameType) : undefined,
        vassalage ? eq(games.vassalage, vassalage) : undefined,
      ),
    )
    .orderBy(desc(games.popularity), desc(games.nodeId))
    .limit(limit);

export function gameCatalogueRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.gameVendors,
    summary:
      'The vendor lanes (data.lanes): one per game type in the navigation order, with its vendors, their ' +
      'game counts, maintenance and game-list-card flags, and the classifies its games use',
    tags: ['games'],
    query: v.object({ platform: ignoredText, language: languageQuery }),
    handler: async ({ query, request }): Promise<VendorLanesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      return { data: { lanes: await vendorLanes(db, language) } };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.vendorGameTypes,
    summary: 'The game types a vendor serves, in the navigation order (404 for an unknown vendor)',
    tags: ['games'],
    query: v.object({ vassalage: requiredVendorCode, language: languageQuery }),
    handler: async ({ query }): Promise<VendorGameTypesValue> => {
      const row = await findVendor(db, query.vassalage);
      if (!row) throw new ApiError('NOT_FOUND');
      return {
        vassalage: row.vassalage,
        gameTypes: (row.gameTypes as GameType[]).toSorted((a, b) => orderOf(a) - orderOf(b)),
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.gameMenus,
    summary: 'The game menus: each category (game type) with its title, vendor count and game count',
    tags: ['games'],
    query: v.object({ language: languageQuery }),
    handler: async ({ query, request }): Promise<GameMenusValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      return (await vendorLanes(db, language)).map((lane) => ({
        gameType: lane.gameCategory,
        title: lane.title,
        vendorCount: lane.vendors.length,
        gameCount: lane.vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0),
      }));
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.gameList,
    summary:
      'A page of the catalogue: filters gameType, isNew, vassalage, gameClassify, isGame and gameName (a ' +
      'part of the English or Arabic name, any case); pageSize 1-100 (40); a page past the end is empty',
    tags: ['games'],
    query: v.object({
      clientType: clientTypeQuery,
      platform: ignoredText,
      merchant: ignoredText,
      gameType: v.optional(gameTypeFilter, ''),
      isNew: v.optional(flagQuery),
      vassalage: v.optional(vendorCode, ''),
      gameClassify: v.optional(classifyFilter, ''),
      gameName: v.optional(gameNameQuery, ''),
      isGame: v.optional(flagQuery),
      pageNo: v.optional(wholeQuery(1, 100_000), '1'),
      pageSize: v.optional(wholeQuery(1, gameListMaxPageSize), String(gameListDefaultPageSize)),
      language: languageQuery,
    }),
    handler: async ({ query, request }): Promise<GameListValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const pattern = query.gameName ? containsPattern(query.gameName) : undefined;
      const where = and(
        query.gameType ? eq(games.gameType, query.gameType) : undefined,
        query.vassalage ? eq(games.vassalage, query.vassalage) : undefined,
        query.gameClassify ? eq(games.gameClassify, query.gameClassify) : undefined,
        query.isNew === 1 ? eq(games.isNew, 1) : undefined,
        query.isGame === undefined ? undefined : eq(games.isGame, query.isGame),
        pattern ? or(like(games.nameEnKey, pattern), like(games.nameArKey, pattern)) : undefined,
      );
      const [counted] = await db.select({ total: count() }).from(games).where(where);
      const total = counted?.total ?? 0;
      const rows =
        (query.pageNo - 1) * query.pageSize < total
          ? await db
              .select(gameColumns)
              .from(games)
              .where(where)
              .orderBy(asc(games.sort), asc(games.nodeId))
              .limit(query.pageSize)
              .offset((query.pageNo - 1) * query.pageSize)
          : [];
      return {
        games: await gamesFor(db, rows, language, await viewerOf(platform, request)),
        totalPages: pagesOf(total, query.pageSize),
        total,
        pageNo: query.pageNo,
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.hotGames,
    summary: `The hot games (isHot 1), most popular first, at most ${hotGamesLimit}; optionally of a game type or vendor`,
    tags: ['games'],
    query: v.object({
      merchantCode: ignoredText,
      isPlatform: v.optional(wholeQuery(0, 9)),
      platform: ignoredText,
      vassalage: v.optional(vendorCode, ''),
      gameType: v.optional(gameTypeFilter, ''),
      language: languageQuery,
    }),
    handler: async ({ query, request }): Promise<HotGamesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await mostPopular(db, eq(games.isHot, 1), query, hotGamesLimit);
      return { list: await gamesFor(db, rows, language, await viewerOf(platform, request)) };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.popularGames,
    summary: `The most played games (by popularity), optionally of a game type or vendor; limit 1-${popularGamesMaxLimit} (${popularGamesDefaultLimit})`,
    tags: ['games'],
    query: v.object({
      gameType: v.optional(gameTypeFilter, ''),
      vassalage: v.optional(vendorCode, ''),
      limit: v.optional(wholeQuery(1, popularGamesMaxLimit), String(popularGamesDefaultLimit)),
      language: languageQuery,
    }),
    handler: async ({ query, request }): Promise<PopularGamesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await mostPopular(db, eq(games.isGame, 1), query, query.limit);
      return { list: await gamesFor(db, rows, language, await viewerOf(platform, request)) };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.gameAnnouncements,
    summary:
      "The published game announcements, newest first; with vassalage, that vendor's and the general ones",
    tags: ['games'],
    query: v.object({ vassalage: v.optional(vendorCode, ''), language: languageQuery }),
    handler: async ({ query, request }): Promise<GameAnnouncementsValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await db
        .select()
        .from(gameAnnouncements)
        .where(
          and(
            lte(gameAnnouncements.startsAt, new Date(platform.now())),
            query.vassalage ? inArray(gameAnnouncements.vassalage, ['', query.vassalage]) : undefined,
          ),
        )
        .orderBy(desc(gameAnnouncements.startsAt), desc(gameAnnouncements.id))
        .limit(50);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: pick({ en: row.titleEn, ar: row.titleAr }, language),
          content: pick({ en: row.contentEn, ar: row.contentAr }, language),
          vassalage: row.vassalage,
          startDate: row.startsAt.getTime(),
        })),
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: '/wps/media/game/:file',
    summary: "A game's art (SVG, 240x240): an emblem of its type in colours of its own, no text; immutable",
    tags: ['games'],
    handler: async ({ request, reply }) => {
      const nodeId = Number(fileParameter(request, /^([1-9]\d{0,8})\.svg$/));
      const row = await findGame(db, nodeId);
      if (!row) throw new ApiError('NOT_FOUND');
      return sendSvg(reply, drawGameArt({ nodeId: row.nodeId, gameType: row.gameType as GameType }));
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: '/wps/media/vendor/:file',
    summary: "A vendor's logo (SVG, 96x96): a wordmark of its code; immutable",
    tags: ['games'],
    handler: async ({ request, reply }) => {
      const vassalage = fileParameter(request, /^([A-Za-z0-9_]{1,32})\.svg$/);
      const row = await findVendor(db, vassalage);
      if (!row) throw new ApiError('NOT_FOUND');
      return sendSvg(reply, drawVendorLogo(row.vassalage));
    },
  });

  const guard = operatorGuard(platform.config.operatorToken);
  const switchesOf = (row: VendorRow): OperatorVendorValue => ({
    vassalage: row.vassalage,
    maintenance: row.maintenance,
    gameListCard: row.gameListCard,
  });

  app.get(
    paths.operatorVendor,
    { preHandler: guard, schema: { summary: "The game vendors' switches", tags: ['operator'] } },
    async (): Promise<Envelope<OperatorVendorValue[]>> =>
      ok((await db.select().from(vendors).orderBy(asc(vendors.sort))).map(switchesOf)),
  );

  app.put(
    paths.operatorVendor,
    {
      preHandler: guard,
      schema: {
        summary: "Switches a vendor's maintenance: its games then answer GAME_MAINTENANCE at launch",
        tags: ['operator'],
        body: {
          type: 'object',
          properties: { vassalage: { type: 'string', maxLength: 32 }, maintenance: { type: 'boolean' } },
          required: ['vassalage', 'maintenance'],
        },
      },
    },
    async (request): Promise<Envelope<OperatorVendorValue>> => {
      const body = parseInput(
        v.object({ vassalage: requiredVendorCode, maintenance: v.boolean('errors.badInput') }),
        request.body ?? {},
      );
      const [row] = await db
        .update(vendors)
        .set({ maintenance: body.maintenance })
        .where(eq(vendors.vassalage, body.vassalage))
        .returning();
      if (!row) throw new ApiError('NOT_FOUND');
      request.log.info({ vassalage: row.vassalage, maintenance: row.maintenance }, 'vendor switched');
      return ok(switchesOf(row));
    },
  );
}
