import {
  lotteryGroups,
  paths,
  prizeModes,
  type LotteryGame,
  type LotteryGamesValue,
  type LotteryMenuValue,
  type OpenedDrawsValue,
  type PrizeMode,
} from '@portal/api';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { games, lotteryGames, recentGames } from '../db/schema';
import { lotteryColumns, lotteryGamesOf, type LotteryRow } from '../catalogue/lotteryGamesOf';
import { openedDraws } from '../games/lotteryDraws';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { lotteryGroupTitles } from '../catalogue/lotteryGroupTitles';
import { pick } from '../system/contentSettings';
import { languageQuery, wholeQuery } from './contentQueries';
import { catalogueLanguage, ignoredText } from './gameQueries';
import { gameCodeQuery } from './gameLaunchRoutes';
import { bounded } from './routeSchemas';

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

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.lotteryMenu,
    summary:
      'The lottery menus of a prize mode (LOTT by default): gameMenus, one per category (11X5, LF, LHC, ' +
      'PK10, SSC) with its title and games',
    tags: ['lottery'],
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

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.lotteryMenuRecent,
    summary:
      "The member's recently played lottery games, newest first (at most 20), optionally of a prize mode",
    tags: ['lottery'],
    auth: 'session',
    query: v.object({
      prizeMode: v.optional(prizeModeQuery),
      device: ignoredText,
      language: languageQuery,
    }),
    handler: async ({ query, request, session }): Promise<LotteryGamesValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const rows = await db
        .select(lotteryColumns)
        .from(recentGames)
        .innerJoin(lotteryGames, eq(lotteryGames.nodeId, recentGames.nodeId))
        .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
        .where(
          and(
            eq(recentGames.accountId, session.accountId),
            query.prizeMode ? eq(lotteryGames.prizeMode, query.prizeMode) : undefined,
          ),
        )
        .orderBy(desc(recentGames.lastPlayedAt), asc(lotteryGames.gameCode), asc(lotteryGames.prizeMode))
        .limit(60);
      // A game offered in two modes is listed once (its first mode) when no mode is asked.
      const seen = new Set<string>();
      const list = rows.filter((row) => !seen.has(row.gameCode) && seen.add(row.gameCode)).slice(0, 20);
      return { list: list.map((row) => toLotteryGame(row, language)) };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.lotteryGames,
    summary:
      'The lottery games of a prize mode, each tagged with its category (gameGroupCode); optionally one category',
    tags: ['lottery'],
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
  for (const url of [paths.lotteryOpenedVn, paths.lotteryOpened]) {
    defineRoute(app, platform, {
      method: 'GET',
      url,
      summary:
        "A lottery game's latest opened draws, newest first (limit 1-30, 10): numero, the drawn numbers and " +
        'when it opened. Draws open on the game’s schedule; a result never changes once drawn',
      tags: ['lottery'],
      query: drawsQuery,
      handler: async ({ query }): Promise<OpenedDrawsValue> => {
        const [game] = await db
          .select({
            gameCode: lotteryGames.gameCode,
            gameGroupCode: lotteryGames.gameGroupCode,
            drawIntervalSeconds: lotteryGames.drawIntervalSeconds,
          })
          .from(lotteryGames)
          .where(eq(lotteryGames.gameCode, query.gameCode))
          .limit(1);
        if (!game) throw new ApiError('NOT_FOUND');
        return { list: await openedDraws(db, game, platform.now(), query.limit) };
      },
    });
  }
}
