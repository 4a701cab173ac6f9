import {
  calls,
  favouriteListMaxPageSize,
  gameListMaxPageSize,
  gameTypes,
  type FavouriteChangeValue,
  type FavouriteIdsValue,
  type FavouriteListValue,
  type RecentGamesValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { favouriteGamesPage, recentGamesPage } from '../catalogue/accountGameLists';
import { findGame, gamesFor, pagesOf, toGame } from '../catalogue/catalogue';
import { addFavourite, favouriteIds, removeFavourite } from '../catalogue/favourites';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { catalogueLanguage } from './catalogueLanguage';
import { clientTypeQuery, gameTypeFilter, ignoredText, requiredVendorCode, vendorCode } from './gameSchemas';
import { languageQuery, wholeQuery } from './routeSchemas';

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

/**
 * A member's game lists (spec sections 3, 4 and 7): favourites (ids, a page of games, add, remove) and the
 * recently played games. They need a session. Trial accounts (type 4) may use them: the spec keeps trial
 * accounts from starting games and from the account and message centres, and favourites and recent games
 * are lobby features (a trial account's recent list stays empty, since it cannot start games).
 */
export function memberGameRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.favouriteIds, {
    handler: async ({ session }): Promise<FavouriteIdsValue> => favouriteIds(db, session.accountId),
  });

  defineRoute(app, platform, calls.favouriteList, {
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
      const { rows, total } = await favouriteGamesPage(db, {
        accountId: session.accountId,
        gameType: query.gameType,
        vendor: query.vassalage,
        page: query.pageNo,
        pageSize: query.pageSize,
      });
      const all = new Set(rows.map((row) => row.nodeId));
      return {
        content: rows.map((row) => toGame(row, language, all)),
        pageNum: query.pageNo,
        totalPages: pagesOf(total, query.pageSize),
      };
    },
  });

  defineRoute(app, platform, calls.favouriteAdd, {
    body: favouriteBody,
    handler: async ({ body, session }): Promise<FavouriteChangeValue> => {
      const game = await findGame(db, body.nodeId);
      if (!game) throw new ApiError('NOT_FOUND');
      if (game.vassalage !== body.vendor || game.gameType !== body.gameType) throw new ApiError('BAD_INPUT');
      await addFavourite(db, session.accountId, game.nodeId, new Date(platform.now()));
      return favouriteIds(db, session.accountId);
    },
  });

  defineRoute(app, platform, calls.favouriteRemove, {
    body: favouriteBody,
    handler: async ({ body, session }): Promise<FavouriteChangeValue> => {
      const game = await findGame(db, body.nodeId);
      if (game && (game.vassalage !== body.vendor || game.gameType !== body.gameType)) {
        throw new ApiError('BAD_INPUT');
      }
      const removed = await removeFavourite(db, session.accountId, body.nodeId);
      if (!game && !removed) throw new ApiError('NOT_FOUND');
      return favouriteIds(db, session.accountId);
    },
  });

  defineRoute(app, platform, calls.recentGames, {
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
      const { rows, total } = await recentGamesPage(db, {
        accountId: session.accountId,
        gameType: query.gameType,
        vendor: query.vendor,
        page: query.page,
        pageSize: query.pageSize,
      });
      return {
        list: await gamesFor(db, rows, language, session.accountId),
        totalPages: pagesOf(total, query.pageSize),
      };
    },
  });
}
