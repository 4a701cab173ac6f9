import {
  calls,
  lotteryGroups,
  prizeModes,
  type LotteryGame,
  type LotteryGamesValue,
  type LotteryMenuValue,
  type OpenedDrawsValue,
  type PrizeMode,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { lotteryGamesOf, type LotteryRow } from '../catalogue/lotteryGamesOf';
import { recentLotteryGames } from '../catalogue/recentLotteryGames';
import { findDrawnGame, openedDraws } from '../games/lotteryDraws';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { lotteryGroupTitles } from '../catalogue/lotteryGroupTitles';
import { pick } from '../system/contentSettings';
import { catalogueLanguage } from './catalogueLanguage';
import { gameCodeQuery } from './gameLaunchRoutes';
import { ignoredText } from './gameSchemas';
import { bounded, languageQuery, wholeQuery } from './routeSchemas';

const prizeModeQuery = v.pipe(
  v.string(),
  bounded(16),
  v.trim(),
  v.toUpperCase(),
  v.picklist(prizeModes, 'errors.badInput'),
);
const groupQuery = v.pipe(
  v.string(),
  bounded(8),
  v.trim(),
  v.toUpperCase(),
  v.picklist(['', ...lotteryGroups], 'errors.badInput'),
);

const toLotteryGame = (row: LotteryRow, language: string): LotteryGame => ({
  gameCode: row.gameCode,
  name: pick({ en: row.nameEn, ar: row.nameAr }, language),
  prizeMode: row.prizeMode as PrizeMode,
  gameGroupCode: row.gameGroupCode,
  drawIntervalSeconds: row.drawIntervalSeconds,
});

/**
 * The lottery calls (spec section 7): the menus of a prize mode by category, the member's recent lottery
 * games, the lottery games of a prize mode, and a game's latest opened draws (made by the draw engine the
 * first time they are asked for, then stored and never changed).
 */
export function lotteryRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  const gamesOf = (prizeMode: PrizeMode, group?: string) => lotteryGamesOf(db, prizeMode, group);

  defineRoute(app, platform, calls.lotteryMenu, {
    query: v.object({
      prizeMode: v.optional(prizeModeQuery, 'LOTT'),
      device: ignoredText,
      language: languageQuery,
    }),
    handler: async ({ query, request }): Promise<LotteryMenuValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await gamesOf(query.prizeMode);
      return {
        gameMenus: lotteryGroups.flatMap((group) => {
          const inGroup = rows.filter((row) => row.gameGroupCode === group);
          if (inGroup.length === 0) return [];
          return [
            {
              gameGroupCode: group,
              title: pick(lotteryGroupTitles[group], language),
              games: inGroup.map((row) => toLotteryGame(row, language)),
            },
          ];
        }),
      };
    },
  });

  defineRoute(app, platform, calls.lotteryMenuRecent, {
    query: v.object({
      prizeMode: v.optional(prizeModeQuery),
      device: ignoredText,
      language: languageQuery,
    }),
    handler: async ({ query, request, session }): Promise<LotteryGamesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await recentLotteryGames(db, session.accountId, query.prizeMode);
      return { list: rows.map((row) => toLotteryGame(row, language)) };
    },
  });

  defineRoute(app, platform, calls.lotteryGames, {
    query: v.object({
      prizeMode: prizeModeQuery,
      gameGroupCode: v.optional(groupQuery, ''),
      language: languageQuery,
    }),
    handler: async ({ query, request }): Promise<LotteryGamesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await gamesOf(query.prizeMode, query.gameGroupCode || undefined);
      return { list: rows.map((row) => toLotteryGame(row, language)) };
    },
  });

  const drawsQuery = v.object({ gameCode: gameCodeQuery, limit: v.optional(wholeQuery(1, 30), '10') });
  for (const call of [calls.lotteryOpenedVn, calls.lotteryOpened]) {
    defineRoute(app, platform, call, {
      query: drawsQuery,
      handler: async ({ query }): Promise<OpenedDrawsValue> => {
        const game = await findDrawnGame(db, query.gameCode);
        if (!game) throw new ApiError('NOT_FOUND');
        return { list: await openedDraws(db, game, platform.now(), query.limit) };
      },
    });
  }
}
