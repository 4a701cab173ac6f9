/**
 * The winner board's first entries are real: a few sandbox players, each with a wallet funded through the
 * ledger from the house, play a few hundred rounds at seed time through the same engines, ledger and
 * round records as any player (`playRound`), with a seeded generator so every fresh database gets the same
 * rounds. Only once: a player already there plays no more. The demo accounts are never touched.
 */
import { randomBytes } from 'node:crypto';
import { sandboxStakesMinor, type SandboxGameKind } from '@portal/api';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import { usernameKeyOf } from '../accounts/accounts';
import { hashPassword } from '../accounts/passwords';
import type { Platform } from '../context';
import { accounts, games, lotteryGames, pvpRooms } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { createGameSession, gameKindOf, type GameSessionRow } from '../games/gameSessions';
import { isLotteryGroupCode, lotteryRules, type LotteryRule } from '../games/lotteryEngine';
import type { RoundChoice } from '../games/gamesProvider';
import { playRound } from '../games/playRound';
import { seededRandom, type RandomSource } from '../games/random';
import { houseWallet, mainWallet, transfer } from '../ledger/ledger';
import { demoSiteConfig } from './demoSite';

/** The sandbox players: their names, opening balance and how many rounds each plays at seed time. */
export const sandboxPlayers = [
  { username: 'layla_88', balanceMinor: 8_000_00, rounds: 50 },
  { username: 'omarking', balanceMinor: 12_000_00, rounds: 50 },
  { username: 'fahad07', balanceMinor: 5_000_00, rounds: 40 },
  { username: 'noura_w', balanceMinor: 6_000_00, rounds: 40 },
  { username: 'khalid77', balanceMinor: 10_000_00, rounds: 30 },
  { username: 'salma2026', balanceMinor: 4_000_00, rounds: 30 },
] as const;

/** The generator's seed: the same rounds on every fresh database. */
const roundsSeed = 0x5eed_6a3e;

interface SeedGame {
  nodeId: number;
  kind: SandboxGameKind;
  /** Lottery: the category's rule; PVP: a room that has a free seat. */
  rule?: LotteryRule;
  room?: { roomId: string; stakeMinor: number };
}

/** The games they play: popular hot slots, fishing and live tables, a few lottery games, two card rooms. */
async function seedGames(platform: Platform): Promise<SeedGame[]> {
  const { db } = platform;
  const hot = await db
    .select({ nodeId: games.nodeId, gameType: games.gameType })
    .from(games)
    .where(and(eq(games.isHot, 1), eq(games.isGame, 1), inArray(games.gameType, ['RNG', 'FISH', 'LIVE'])))
    .orderBy(desc(games.popularity), asc(games.nodeId))
    .limit(10);
  const lottery = await db
    .select({ nodeId: lotteryGames.nodeId, group: lotteryGames.gameGroupCode })
    .from(lotteryGames)
    .where(eq(lotteryGames.prizeMode, 'LOTT'))
    .orderBy(asc(lotteryGames.gameGroupCode), asc(lotteryGames.sort), asc(lotteryGames.gameCode))
    .limit(40);
  const rooms = await db
    .select({ nodeId: pvpRooms.nodeId, roomId: pvpRooms.roomId, stakeMinor: pvpRooms.stakeMinor })
    .from(pvpRooms)
    .where(and(lt(pvpRooms.players, pvpRooms.seats), inArray(pvpRooms.stakeMinor, [500, 2_000])))
    .orderBy(asc(pvpRooms.roomId))
    .limit(2);
  const byGroup = new Map<string, { nodeId: number; group: string }>();
  for (const row of lottery) if (!byGroup.has(row.group)) byGroup.set(row.group, row);
  return [
    ...hot.map((row) => ({ nodeId: row.nodeId, kind: gameKindOf(row.gameType) })),
    ...[...byGroup.values()].flatMap((row) =>
      isLotteryGroupCode(row.group)
        ? [{ nodeId: row.nodeId, kind: 'lottery' as const, rule: lotteryRules[row.group] }]
        : [],
    ),
    ...rooms.map((room) => ({ nodeId: room.nodeId, kind: 'pvp' as const, room })),
  ];
}

/** A bet a player might make: one or two numbers of the pool. */
function picksFor(rule: LotteryRule, random: RandomSource): number[] {
  const count = 1 + random(Math.min(2, rule.maxPicks));
  const picks: number[] = [];
  while (picks.length < count) {
    const n = rule.min + random(rule.max - rule.min + 1);
    if ((rule.ordered && !rule.distinct) || !picks.includes(n)) picks.push(n);
  }
  return picks;
}

/** Seeds the sandbox players and their rounds (sandbox mode only; the caller checks). */
export async function seedSandboxPlayers(platform: Platform): Promise<{ rounds: number }> {
  const { db } = platform;
  const random = seededRandom(roundsSeed);
  const currency = demoSiteConfig.currency;
  const house = await houseWallet(db, 'promotions', currency);
  const choices = await seedGames(platform);
  if (choices.length === 0) return { rounds: 0 };
  let played = 0;
  for (const player of sandboxPlayers) {
    const [made] = await db
      .insert(accounts)
      .values({
        username: player.username,
        usernameKey: usernameKeyOf(player.username),
        // Nobody knows this password: the sandbox players only play at seed time.
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        type: 0,
        nickname: player.username,
        language: demoSiteConfig.defaultLanguage,
        currency,
        firstLoginAt: new Date(platform.now()),
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!made) continue;
    const wallet = await mainWallet(db, made.id, currency);
    await transfer(db, {
      from: house.id,
      to: wallet.id,
      amount: player.balanceMinor,
      kind: 'seed-credit',
      reference: `seed:${player.username}`,
    });
    const sessions = new Map<number, GameSessionRow>();
    const sessionOf = async (game: SeedGame): Promise<GameSessionRow> => {
      const found = sessions.get(game.nodeId);
      if (found) return found;
      const { session } = await createGameSession(platform, {
        accountId: made.id,
        memberSessionHash: null,
        nodeId: game.nodeId,
        kind: game.kind,
        trial: false,
        language: demoSiteConfig.defaultLanguage === 'ar' ? 'ar' : 'en',
        backUrl: '/',
        ...(game.kind === 'lottery' ? { prizeMode: 'LOTT' as const, view: 'betting' as const } : {}),
      });
      sessions.set(game.nodeId, session);
      return session;
    };
    for (let round = 0; round < player.rounds; round += 1) {
      const game = choices[random(choices.length)] as SeedGame;
      const session = await sessionOf(game);
      // Slots and draws at a stake of 1.00 to 20.00; a card room at its own.
      const stakes = sandboxStakesMinor.slice(0, 5);
      const choice: RoundChoice = game.room
        ? { stakeMinor: game.room.stakeMinor, roomId: game.room.roomId }
        : { stakeMinor: stakes[random(stakes.length)] as number };
      if (game.rule) choice.picks = picksFor(game.rule, random);
      try {
        await playRound(platform, platform.db, session, choice, random);
        played += 1;
      } catch (error) {
        // A player who ran out of money stops playing.
        if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') break;
        // A vendor an operator put under maintenance is skipped.
        if (error instanceof ApiError && error.code === 'GAME_MAINTENANCE') continue;
        throw error;
      }
    }
  }
  return { rounds: played };
}
