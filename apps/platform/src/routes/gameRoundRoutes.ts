import {
  calls,
  gameTypes,
  ok,
  rankListDefaultLimit,
  rankListMaxLimit,
  type PvpRoomsValue,
  type RankListValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findGameByCode } from '../catalogue/catalogue';
import type { Platform } from '../context';
import { biggestWins } from '../games/biggestWins';
import { claimRoundTurn, findGameSession, gameTokenPattern } from '../games/gameSessions';
import { formatMoney } from '../games/formatMoney';
import { pvpRoomList } from '../games/pvpRoomList';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { idempotent } from '../ledger/idempotency';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { catalogueLanguage } from './catalogueLanguage';
import { gameCodeQuery } from './gameLaunchRoutes';
import { languageQuery, wholeQuery } from './routeSchemas';

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

  // The sandbox games' round callback: the games provider decides and settles the round (the seamless
  // wallet's bet and win in one transaction), under the request's idempotency key.
  defineRoute(app, platform, calls.sandboxGameRound, {
    body: roundBody,
    handler: async ({ body, reply, idempotencyKey }) => {
      const session = await findGameSession(platform, body.session);
      if (!session) throw new ApiError('GAME_SESSION_INVALID');
      const scope = `round:${session.id}`;
      const now = platform.now();
      const stored = await idempotent(
        db,
        {
          scope,
          key: idempotencyKey,
          request: body,
          now,
          // A key already seen replays without waiting its turn; a new one must come at least
          // roundIntervalMs after the session's last round. Claimed in the round's transaction, so a
          // round that never committed does not spend the turn.
          admit: (tx) => claimRoundTurn(tx, session.id, now),
        },
        async (tx) => ({
          statusCode: 200,
          body: ok(await platform.games.settleRound(platform, tx, session, body)),
        }),
      );
      return reply.status(stored.statusCode).send(stored.body);
    },
  });

  defineRoute(app, platform, calls.pvpRooms, {
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
      const rows = await pvpRoomList(db, query.gameCode, query.limit);
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

  defineRoute(app, platform, calls.rankList, {
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
      const rows = await biggestWins(db, {
        since: platform.now() - rankWindowMs,
        gameType: category,
        limit: query.limitNum,
      });
      const { currencySymbol } = await readSetting(db, 'site');
      return {
        list: rows.map((row) => ({
          vo: {
            winAmount: row.winMinor,
            game: pick({ en: row.nameEn, ar: row.nameAr }, language),
            name: maskName(row.username),
            prize: formatMoney(row.winMinor, currencySymbol),
            wonAt: row.createdAt.getTime(),
          },
        })),
      };
    },
  });
}
