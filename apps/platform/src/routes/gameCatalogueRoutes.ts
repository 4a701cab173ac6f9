import {
  calls,
  gameLaneOrder,
  gameListDefaultPageSize,
  gameListMaxPageSize,
  hotGamesLimit,
  ok,
  paths,
  popularGamesDefaultLimit,
  popularGamesMaxLimit,
  type Envelope,
  type GameAnnouncementsValue,
  type GameListValue,
  type GameMenusValue,
  type GameType,
  type HotGamesValue,
  type OperatorVendorValue,
  type PopularGamesValue,
  type VendorGameTypesValue,
  type VendorLanesValue,
} from '@portal/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { findGame, findVendor, gamesFor, pagesOf, type VendorRow } from '../catalogue/catalogue';
import { gameAnnouncementsOf } from '../catalogue/gameAnnouncementsOf';
import { gameListPage } from '../catalogue/gameListPage';
import { hotGames, popularGames } from '../catalogue/popularGames';
import { vendorLanes } from '../catalogue/vendorLanes';
import { setVendorMaintenance, vendorsInOrder } from '../catalogue/vendorMaintenance';
import { drawGameArt, drawVendorLogo } from '../content/drawGameArt';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { failure } from '../http/failureResponses';
import { operatorFailures, operatorGuard } from '../http/operatorAuth';
import { routeFailures } from '../http/routeFailures';
import { routeOperation } from '../http/routeOperation';
import { viewerOf } from '../http/viewerOf';
import { pick } from '../system/contentSettings';
import { catalogueLanguage } from './catalogueLanguage';
import {
  classifyFilter,
  clientTypeQuery,
  flagQuery,
  gameNameQuery,
  gameTypeFilter,
  ignoredText,
  requiredVendorCode,
  vendorCode,
} from './gameSchemas';
import { languageQuery, wholeQuery } from './routeSchemas';

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

const orderOf = (gameType: string) => gameLaneOrder.indexOf(gameType as GameType);

/**
 * The game catalogue (spec sections 3, 4 and 7): vendor lanes, a vendor's game types, the game menus, the
 * game list with its filters and name search, hot and popular games, game announcements, the game art and
 * vendor logos, and the operator's vendor switches. Open to visitors; a live session's token adds the
 * member's favourite flags (`isFavorite`) to the games.
 */
export function gameCatalogueRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.gameVendors, {
    query: v.object({ platform: ignoredText, language: languageQuery }),
    handler: async ({ query, request }): Promise<VendorLanesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      return { data: { lanes: await vendorLanes(db, language) } };
    },
  });

  defineRoute(app, platform, calls.vendorGameTypes, {
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

  defineRoute(app, platform, calls.gameMenus, {
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

  defineRoute(app, platform, calls.gameList, {
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
      const { rows, total } = await gameListPage(db, query);
      return {
        games: await gamesFor(db, rows, language, await viewerOf(platform, request)),
        totalPages: pagesOf(total, query.pageSize),
        total,
        pageNo: query.pageNo,
      };
    },
  });

  defineRoute(app, platform, calls.hotGames, {
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
      const rows = await hotGames(db, query, hotGamesLimit);
      return { list: await gamesFor(db, rows, language, await viewerOf(platform, request)) };
    },
  });

  defineRoute(app, platform, calls.popularGames, {
    query: v.object({
      gameType: v.optional(gameTypeFilter, ''),
      vassalage: v.optional(vendorCode, ''),
      limit: v.optional(wholeQuery(1, popularGamesMaxLimit), String(popularGamesDefaultLimit)),
      language: languageQuery,
    }),
    handler: async ({ query, request }): Promise<PopularGamesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await popularGames(db, query, query.limit);
      return { list: await gamesFor(db, rows, language, await viewerOf(platform, request)) };
    },
  });

  defineRoute(app, platform, calls.gameAnnouncements, {
    query: v.object({ vassalage: v.optional(vendorCode, ''), language: languageQuery }),
    handler: async ({ query, request }): Promise<GameAnnouncementsValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await gameAnnouncementsOf(db, { now: platform.now(), vassalage: query.vassalage });
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

  defineRoute(app, platform, calls.gameArt, {
    handler: async ({ request, reply }) => {
      const nodeId = Number(fileParameter(request, /^([1-9]\d{0,8})\.svg$/));
      const row = await findGame(db, nodeId);
      if (!row) throw new ApiError('NOT_FOUND');
      return sendSvg(reply, drawGameArt({ nodeId: row.nodeId, gameType: row.gameType as GameType }));
    },
  });

  defineRoute(app, platform, calls.vendorLogo, {
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
    {
      preHandler: guard,
      schema: routeOperation({
        operationId: 'operatorVendors',
        summary: "The game vendors' switches",
        tags: ['operator'],
        security: 'operator',
        failures: routeFailures(paths.operatorVendor, operatorFailures),
      }),
    },
    async (): Promise<Envelope<OperatorVendorValue[]>> => ok((await vendorsInOrder(db)).map(switchesOf)),
  );

  app.put(
    paths.operatorVendor,
    {
      preHandler: guard,
      schema: routeOperation({
        operationId: 'operatorVendorSwitch',
        summary: "Switches a vendor's maintenance: its games then answer GAME_MAINTENANCE at launch",
        tags: ['operator'],
        security: 'operator',
        body: {
          type: 'object',
          properties: { vassalage: { type: 'string', maxLength: 32 }, maintenance: { type: 'boolean' } },
          required: ['vassalage', 'maintenance'],
        },
        failures: routeFailures(paths.operatorVendor, [
          ...operatorFailures,
          failure('BAD_INPUT', 'the body breaks its schema'),
          failure('NOT_FOUND', 'no vendor has this code'),
        ]),
      }),
    },
    async (request): Promise<Envelope<OperatorVendorValue>> => {
      const body = parseInput(
        v.object({ vassalage: requiredVendorCode, maintenance: v.boolean('errors.badInput') }),
        request.body ?? {},
      );
      const row = await setVendorMaintenance(db, body.vassalage, body.maintenance);
      if (!row) throw new ApiError('NOT_FOUND');
      request.log.info({ vassalage: row.vassalage, maintenance: row.maintenance }, 'vendor switched');
      return ok(switchesOf(row));
    },
  );
}
