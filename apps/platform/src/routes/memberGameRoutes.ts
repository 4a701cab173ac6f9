import {
  favouriteListMaxPageSize,
  gameListMaxPageSize,
  gameTypes,
  paths,
  type FavouriteChangeValue,
  type FavouriteIdsValue,
  type FavouriteListValue,
  type RecentGamesValue,
} from '@portal/api';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findGame, gameColumns, gamesFor, pagesOf, toGame } from '../catalogue/catalogue';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { favourites, games, recentGames } from '../db/schema';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { languageQuery, wholeQuery } from './contentQueries';
import {
  catalogueLanguage,
  clientTypeQuery,
  gameTypeFilter,
  ignoredText,
  requiredVendorCode,
  vendorCode,
} from './gameQueries';

interface AccountGamesPage {
  accountId: number;
  gameType: string;
  vendor: string;
  page: number;
  pageSize: number;
  newestFirst: SQL[];
}

/**
 * One page of a member's account list (favourites or recent games) with its total, narrowed by game type
 * and vendor. A page past the end answers no rows without asking for them.
 */
async function accountGamesPage(
  db: Db,
  list: typeof favourites | typeof recentGames,
  { accountId, gameType, vendor, page, pageSize, newestFirst }: AccountGamesPage,
) {
  const where = and(
    eq(list.accountId, accountId),
    gameType ? eq(games.gameType, gameType) : undefined,
    vendor ? eq(games.vassalage, vendor) : undefined,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(list)
    .innerJoin(games, eq(games.nodeId, list.nodeId))
    .where(where);
  const total = counted?.total ?? 0;
  const rows =
    (page - 1) * pageSize < total
      ? await db
          .select(gameColumns)
          .from(list)
          .innerJoin(games, eq(games.nodeId, list.nodeId))
          .where(where)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [];
  return { rows, total };
}

/** The body of a favourite's add and remove (spec section 7): the game, its vendor and its game type. */
const favouriteBody = v.object({
  nodeId: v.pipe(
    v.number('errors.badInput'),
    v.integer('errors.badInput'),
    v.minValue(1, 'errors.badInput'),
    v.maxValue(2_147_483_647, 'errors.badInput'),
  ),
  vendor: requiredVendorCode,
  gameType: v.picklist(gameTypes, 'errors.badInput'),
});

async function favouriteIds(db: Db, accountId: number): Promise<FavouriteIdsValue> {
  const rows = await db
    .select({ nodeId: favourites.nodeId })
    .from(favourites)
    .where(eq(favourites.accountId, accountId))
    .orderBy(desc(favourites.createdAt), desc(favourites.nodeId));
  return rows.map((row) => row.nodeId);
}

/**
 * A member's game lists (spec sections 3, 4 and 7): favourites (ids, a page of games, add, remove) and the
 * recently played games. They need a session. Trial accounts (type 4) may use them: the spec keeps trial
 * accounts from starting games and from the account and message centres, and favourites and recent games
 * are lobby features (a trial account's recent list stays empty, since it cannot start games).
 */
export function memberGameRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.favouriteIds,
    summary: "The member's favourite games' nodeIds, newest first",
    tags: ['games'],
    auth: 'session',
    handler: async ({ session }): Promise<FavouriteIdsValue> => favouriteIds(db, session.accountId),
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.favouriteList,
    summary: `A page of the member's favourite games, newest first, optionally of a game type or vendor; pageSize 1-${favouriteListMaxPageSize} (${favouriteListMaxPageSize})`,
    tags: ['games'],
    auth: 'session',
    query: v.object({
      clientType: clientTypeQuery,
      platform: ignoredText,
      gameType: v.optional(gameTypeFilter, ''),
      vassalage: v.optional(vendorCode, ''),
      pageNo: v.optional(wholeQuery(1, 100_000), '1'),
      pageSize: v.optional(wholeQuery(1, favouriteListMaxPageSize), String(favouriteListMaxPageSize)),
      language: languageQuery,
    }),
    handler: async ({ query, request, session }): Promise<FavouriteListValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const { rows, total } = await accountGamesPage(db, favourites, {
        accountId: session.accountId,
        gameType: query.gameType,
        vendor: query.vassalage,
        page: query.pageNo,
        pageSize: query.pageSize,
        newestFirst: [desc(favourites.createdAt), desc(favourites.nodeId)],
      });
      const all = new Set(rows.map((row) => row.nodeId));
      return {
        content: rows.map((row) => toGame(row, language, all)),
        pageNum: query.pageNo,
        totalPages: pagesOf(total, query.pageSize),
      };
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.favouriteAdd,
    summary:
      "Adds a game to the member's favourites (idempotent); the game must exist (404) and its vendor and " +
      'game type must be the ones sent (400). Answers the favourite ids',
    tags: ['games'],
    auth: 'session',
    body: favouriteBody,
    handler: async ({ body, session }): Promise<FavouriteChangeValue> => {
      const game = await findGame(db, body.nodeId);
      if (!game) throw new ApiError('NOT_FOUND');
      if (game.vassalage !== body.vendor || game.gameType !== body.gameType) throw new ApiError('BAD_INPUT');
      await db
        .insert(favourites)
        .values({ accountId: session.accountId, nodeId: game.nodeId, createdAt: new Date(platform.now()) })
        .onConflictDoNothing();
      return favouriteIds(db, session.accountId);
    },
  });

  defineRoute(app, platform, {
    method: 'DELETE',
    url: paths.favouriteRemove,
    summary:
      "Removes a game from the member's favourites (idempotent; JSON body like the add). A game gone from " +
      'the catalogue can still be removed. Answers the favourite ids',
    tags: ['games'],
    auth: 'session',
    body: favouriteBody,
    handler: async ({ body, session }): Promise<FavouriteChangeValue> => {
      const game = await findGame(db, body.nodeId);
      if (game && (game.vassalage !== body.vendor || game.gameType !== body.gameType)) {
        throw new ApiError('BAD_INPUT');
      }
      const removed = await db
        .delete(favourites)
        .where(and(eq(favourites.accountId, session.accountId), eq(favourites.nodeId, body.nodeId)))
        .returning({ nodeId: favourites.nodeId });
      if (!game && removed.length === 0) throw new ApiError('NOT_FOUND');
      return favouriteIds(db, session.accountId);
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.recentGames,
    summary: `The member's recently played games, newest first, optionally of a game type or vendor; pageSize 1-${gameListMaxPageSize} (20)`,
    tags: ['games'],
    auth: 'session',
    query: v.object({
      page: v.optional(wholeQuery(1, 100_000), '1'),
      pageSize: v.optional(wholeQuery(1, gameListMaxPageSize), '20'),
      gameType: v.optional(gameTypeFilter, ''),
      vendor: v.optional(vendorCode, ''),
      clientType: clientTypeQuery,
      language: languageQuery,
    }),
    handler: async ({ query, request, session }): Promise<RecentGamesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const { rows, total } = await accountGamesPage(db, recentGames, {
        accountId: session.accountId,
        gameType: query.gameType,
        vendor: query.vendor,
        page: query.page,
        pageSize: query.pageSize,
        newestFirst: [desc(recentGames.lastPlayedAt), desc(recentGames.nodeId)],
      });
      return {
        list: await gamesFor(db, rows, language, session.accountId),
        totalPages: pagesOf(total, query.pageSize),
      };
    },
  });
}
