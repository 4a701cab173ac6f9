import {
  gameTypes,
  idempotencyKeyHeader,
  ok,
  paths,
  rankListDefaultLimit,
  rankListMaxLimit,
  roundIntervalMs,
  type PvpRoomsValue,
  type RankListValue,
} from '@portal/api';
import { and, asc, desc, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findGameByCode } from '../catalogue/catalogue';
import { accounts, gameRounds, gameSessions, games, pvpRooms } from '../db/schema';
import type { Platform } from '../context';
import { findGameSession, gameTokenPattern } from '../games/gameSessions';
import { playRound } from '../games/playRound';
import { cryptoRandom } from '../games/random';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { idempotent } from '../ledger/idempotency';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { money } from '../sandbox/gamePage';
import { languageQuery, wholeQuery } from './contentQueries';
import { catalogueLanguage } from './gameQueries';
import { gameCodeQuery } from './gameLaunchRoutes';
import { idempotencyKey } from './routeSchemas';

/** The winner board counts the wins of this long ago and since. */
const rankWindowMs = 30 * 24 * 3_600_000;

/** A player's name on the winner board: its first two letters, stars, its last ('ag***2'). */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1) ?? ''}`;
}

const whole = (min: number, max: number) =>
  v.pipe(
    v.number('errors.badInput'),
    v.safeInteger('errors.badInput'),
    v.minValue(min, 'errors.badInput'),
    v.maxValue(max, 'errors.badInput'),
  );

/** `POST /wps/sandbox/game/round`'s body; the game's own rules (stakes, picks, the room) are checked by the round. */
const roundBody = v.object({
  session: v.pipe(v.string('errors.badInput'), v.regex(gameTokenPattern, 'errors.badInput')),
  stakeMinor: whole(1, 100_000_000),
  picks: v.optional(
    v.pipe(
      v.array(v.unknown(), 'errors.badInput'),
      v.maxLength(10, 'errors.badInput'),
      v.check(
        (items) => items.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 99),
        'errors.badInput',
      ),
      v.transform((items) => items as number[]),
    ),
  ),
  gameCode: v.optional(gameCodeQuery),
  roomId: v.optional(
    v.pipe(v.string('errors.badInput'), v.regex(/^[A-Za-z0-9_-]{1,60}$/, 'errors.badInput')),
  ),
});

/** The rounds of the sandbox games, the PVP rooms and the winner board. */
export function gameRoundRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.sandboxGameRound,
    summary:
      `One round of a game session (${idempotencyKeyHeader} header required): slot, lottery draw (picks) or ` +
      'PVP hand (roomId). A real session moves the stake and the win through the ledger in one transaction; ' +
      `a trial only its play money. One round per ${roundIntervalMs} ms per session (429); 401 once the ` +
      'session is over; 409 INSUFFICIENT_FUNDS with nothing written; a retried key replays its answer, ' +
      'another body with it is 422',
    tags: ['games'],
    body: roundBody,
    handler: async ({ body, request, reply }) => {
      const key = v.safeParse(idempotencyKey, request.headers[idempotencyKeyHeader]);
      if (!key.success) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
      const session = await findGameSession(platform, body.session);
      if (!session) throw new ApiError('GAME_SESSION_INVALID');
      const scope = `round:${session.id}`;
      const now = platform.now();
      const stored = await idempotent(
        db,
        {
          scope,
          key: key.output,
          request: body,
          now,
          // A key already seen replays without waiting its turn; a new one must come at least
          // roundIntervalMs after the session's last round. Claimed in the round's transaction, so a
          // round that never committed does not spend the turn.
          admit: async (tx) => {
            const claimed = await tx
              .update(gameSessions)
              .set({ lastRoundAt: new Date(now) })
              .where(
                and(
                  eq(gameSessions.id, session.id),
                  or(
                    isNull(gameSessions.lastRoundAt),
                    lte(gameSessions.lastRoundAt, new Date(now - roundIntervalMs)),
                  ),
                ),
              )
              .returning({ id: gameSessions.id });
            if (claimed.length === 0) throw new ApiError('THROTTLED');
          },
        },
        async (tx) => ({
          statusCode: 200,
          body: ok(await playRound(platform, tx, session, body, cryptoRandom)),
        }),
      );
      return reply.status(stored.statusCode).send(stored.body);
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.pvpRooms,
    summary:
      "The PVP rooms: a game's (gameCode), or those of the most played PVP games; each with its stake per " +
      'hand, players and seats; limit 1-100 (50)',
    tags: ['games'],
    auth: 'session',
    query: v.object({
      gameCode: v.optional(gameCodeQuery),
      language: languageQuery,
      limit: v.optional(wholeQuery(1, 100), '50'),
    }),
    handler: async ({ query, request }): Promise<PvpRoomsValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      if (query.gameCode) {
        const game = await findGameByCode(db, query.gameCode);
        if (!game || game.gameType !== 'PVP') throw new ApiError('NOT_FOUND');
      }
      const rows = await db
        .select({
          roomId: pvpRooms.roomId,
          gameCode: games.gameCode,
          gameEn: games.nameEn,
          gameAr: games.nameAr,
          nameEn: pvpRooms.nameEn,
          nameAr: pvpRooms.nameAr,
          stakeMinor: pvpRooms.stakeMinor,
          players: pvpRooms.players,
          seats: pvpRooms.seats,
        })
        .from(pvpRooms)
        .innerJoin(games, eq(games.nodeId, pvpRooms.nodeId))
        .where(query.gameCode ? eq(games.gameCode, query.gameCode) : undefined)
        .orderBy(desc(games.popularity), asc(games.nodeId), asc(pvpRooms.sort))
        .limit(query.limit);
      return {
        list: rows.map((row) => ({
          roomId: row.roomId,
          gameCode: row.gameCode,
          name: `${pick({ en: row.gameEn, ar: row.gameAr }, language)} · ${pick({ en: row.nameEn, ar: row.nameAr }, language)}`,
          stakeMinor: row.stakeMinor,
          players: row.players,
          seats: row.seats,
        })),
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.rankList,
    summary:
      `The winner board: the biggest real wins of the last 30 days (game rounds), largest first; gameCategory ` +
      `ALL or a game type; limitNum 1-${rankListMaxLimit} (${rankListDefaultLimit}); names masked`,
    tags: ['games'],
    query: v.object({
      gameCategory: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.toUpperCase(),
          v.picklist(['ALL', '', ...gameTypes], 'errors.badInput'),
        ),
        'ALL',
      ),
      language: languageQuery,
      limitNum: v.optional(wholeQuery(1, rankListMaxLimit), String(rankListDefaultLimit)),
    }),
    handler: async ({ query, request }): Promise<RankListValue> => {
      const language = await catalogueLanguage(db, request, query.language);
      const category =
        query.gameCategory === 'ALL' || query.gameCategory === '' ? undefined : query.gameCategory;
      const rows = await db
        .select({
          winMinor: gameRounds.winMinor,
          createdAt: gameRounds.createdAt,
          username: accounts.username,
          nameEn: games.nameEn,
          nameAr: games.nameAr,
        })
        .from(gameRounds)
        .innerJoin(accounts, eq(accounts.id, gameRounds.accountId))
        .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
        .where(
          and(
            gt(gameRounds.winMinor, 0),
            gte(gameRounds.createdAt, new Date(platform.now() - rankWindowMs)),
            category ? eq(gameRounds.gameType, category) : undefined,
          ),
        )
        .orderBy(desc(gameRounds.winMinor), desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(query.limitNum);
      const { currencySymbol } = await readSetting(db, 'site');
      return {
        list: rows.map((row) => ({
          vo: {
            winAmount: row.winMinor,
            game: pick({ en: row.nameEn, ar: row.nameAr }, language),
            name: maskName(row.username),
            prize: money(row.winMinor, currencySymbol),
            wonAt: row.createdAt.getTime(),
          },
        })),
      };
    },
  });
}
