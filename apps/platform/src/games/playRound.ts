import {
  sandboxStakesMinor,
  type LotteryOutcome,
  type PvpOutcome,
  type SandboxRoundValue,
  type SlotOutcome,
} from '@portal/api';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { findAccountById } from '../accounts/accounts';
import { recordRecentGame } from '../catalogue/catalogue';
import type { Db } from '../db/database';
import { gameRounds, gameSessions, games, lotteryGames, pvpRooms, vendors } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import {
  findHouseWallet,
  findMainWallet,
  formatMinor,
  houseWallet,
  mainWallet,
  postTransaction,
  type Posting,
  type Wallet,
} from '../ledger/ledger';
import { addRoundDay, outcomeOf } from './addRoundDay';
import type { GameSessionRow } from './gameSessions';
import type { GamesHost, RoundChoice } from './gamesProvider';
import { formatDrawn, isLotteryGroupCode, lotteryRules, playLottery, validPicks } from './lotteryEngine';
import { playHighCard } from './pvpEngine';
import type { RandomSource } from './random';
import { slotWinMinor, spinSlot } from './slotEngine';

/** The house's wallet that takes the stakes and pays the wins of the sandbox games. */
export const gamesHouseWallet = 'games';

/** The house's games wallet of each database and currency, once committed: its id never changes. */
const houseWallets = new WeakMap<Db, Map<string, Pick<Wallet, 'id'>>>();

/**
 * The house's games wallet, read through the round's transaction `tx`. Only a wallet that already
 * existed is remembered: one made by this round commits with it, and a rolled-back round must not leave
 * an id behind that names no wallet.
 */
async function gamesHouse(platform: GamesHost, tx: Db, currency: string): Promise<Pick<Wallet, 'id'>> {
  const known = houseWallets.get(platform.db) ?? new Map<string, Pick<Wallet, 'id'>>();
  houseWallets.set(platform.db, known);
  const cached = known.get(currency);
  if (cached) return cached;
  const found = await findHouseWallet(tx, gamesHouseWallet);
  if (found) {
    known.set(currency, { id: found.id });
    return found;
  }
  return houseWallet(tx, gamesHouseWallet, currency);
}

/** A player's main wallet (made in the account's currency when it has none yet). */
async function playerWallet(db: Db, accountId: number): Promise<Wallet> {
  const found = await findMainWallet(db, accountId);
  if (found) return found;
  const account = await findAccountById(db, accountId);
  if (!account) throw new ApiError('GAME_SESSION_INVALID');
  return mainWallet(db, account.id, account.currency);
}

interface Played {
  outcome: SlotOutcome | LotteryOutcome | PvpOutcome;
  winMinor: number;
}

const stakeAllowed = (stakeMinor: number) => (sandboxStakesMinor as readonly number[]).includes(stakeMinor);

interface RoundGame {
  nodeId: number;
  gameCode: string;
  gameType: string;
  vassalage: string;
  /** The vendor is under maintenance (null: no such vendor). */
  maintenance: boolean | null;
  /** A lottery game's category. */
  gameGroupCode: string | null;
}

/** A game with its vendor's switch and its lottery category, in one query. */
async function roundGame(db: Db, where: SQL): Promise<RoundGame | undefined> {
  const [row] = await db
    .select({
      nodeId: games.nodeId,
      gameCode: games.gameCode,
      gameType: games.gameType,
      vassalage: games.vassalage,
      maintenance: vendors.maintenance,
      gameGroupCode: sql<
        string | null
      >`(select ${lotteryGames.gameGroupCode} from ${lotteryGames} where ${lotteryGames.gameCode} = ${games.gameCode} limit 1)`,
    })
    .from(games)
    .leftJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(where);
  return row;
}

/**
 * The game a round plays: the session's, or in the lottery lobby view one of its prize mode's. Its
 * vendor must be open (GAME_MAINTENANCE otherwise).
 */
async function gameOfRound(db: Db, session: GameSessionRow, choice: RoundChoice): Promise<RoundGame> {
  let game: RoundGame | undefined;
  if (session.kind === 'lottery' && choice.gameCode) {
    game = await roundGame(
      db,
      sql`${games.nodeId} = (select ${lotteryGames.nodeId} from ${lotteryGames} where ${lotteryGames.prizeMode} = ${session.prizeMode ?? ''} and ${lotteryGames.gameCode} = ${choice.gameCode})`,
    );
    // Another game than the launched one only in the lobby view, and only of the session's prize mode.
    if (!game || (session.view !== 'lobby' && game.nodeId !== session.nodeId))
      throw new ApiError('BAD_INPUT');
  } else {
    game = await roundGame(db, eq(games.nodeId, session.nodeId));
  }
  if (!game || game.maintenance === null) throw new ApiError('NOT_FOUND');
  if (game.maintenance) throw new ApiError('GAME_MAINTENANCE');
  return game;
}

/** Plays the round's game with `random`: what happened and what it pays. Throws BAD_INPUT for a choice that does not fit. */
async function playGame(
  db: Db,
  session: GameSessionRow,
  game: RoundGame,
  choice: RoundChoice,
  random: RandomSource,
): Promise<Played> {
  if (session.kind === 'pvp') {
    if (!choice.roomId) throw new ApiError('BAD_INPUT');
    const [room] = await db.select().from(pvpRooms).where(eq(pvpRooms.roomId, choice.roomId));
    if (!room || room.nodeId !== game.nodeId || room.stakeMinor !== choice.stakeMinor) {
      throw new ApiError('BAD_INPUT');
    }
    if (room.players >= room.seats) throw new ApiError('ROOM_FULL');
    const hand = playHighCard(choice.stakeMinor, random);
    return {
      outcome: {
        kind: 'pvp',
        roomId: room.roomId,
        playerCard: hand.playerCard,
        houseCard: hand.houseCard,
        result: hand.result,
      },
      winMinor: hand.winMinor,
    };
  }
  if (!stakeAllowed(choice.stakeMinor)) throw new ApiError('BAD_INPUT');
  if (session.kind === 'lottery') {
    const group = game.gameGroupCode ?? 'LF';
    if (!isLotteryGroupCode(group)) throw new ApiError('NOT_FOUND');
    const rule = lotteryRules[group];
    const picks = choice.picks ?? [];
    if (!validPicks(rule, picks)) throw new ApiError('BAD_INPUT');
    const play = playLottery(rule, picks, choice.stakeMinor, random);
    return {
      outcome: {
        kind: 'lottery',
        gameCode: game.gameCode,
        picks: [...picks],
        drawn: play.drawn.map((n) => formatDrawn(rule, n)),
        hit: play.hit,
        multiplier: play.multiplierHundredths / 100,
      },
      winMinor: play.winMinor,
    };
  }
  const spin = spinSlot(random);
  return {
    outcome: { kind: 'slot', reels: spin.reels, lines: spin.lines },
    winMinor: slotWinMinor(choice.stakeMinor, spin.totalPay),
  };
}

/**
 * One round of a game session. The game's vendor must be open (GAME_MAINTENANCE otherwise). A trial
 * moves only its play money, in one conditional update (INSUFFICIENT_FUNDS when it has too little). A
 * real round moves the stake from the main wallet to the house's games wallet and the win back in ONE
 * ledger transaction, in which the round's record and the session's totals are written too; the main
 * wallet never goes below zero, not even before the win comes back (INSUFFICIENT_FUNDS, nothing
 * written). Then the game rises in the player's recent list and in popularity. Everything goes through
 * `db`, the round request's transaction, so it commits with the round's idempotency key or not at all.
 */
export async function playRound(
  platform: GamesHost,
  db: Db,
  session: GameSessionRow,
  choice: RoundChoice,
  random: RandomSource,
): Promise<SandboxRoundValue> {
  const now = platform.now();
  const game = await gameOfRound(db, session, choice);
  const { outcome, winMinor } = await playGame(db, session, game, choice, random);
  const stakeMinor = choice.stakeMinor;

  const valueOf = (row: { stakedMinor: number; wonMinor: number; rounds: number }, balanceMinor: number) => ({
    outcome,
    stakeMinor,
    winMinor,
    balanceMinor,
    balance: formatMinor(balanceMinor),
    trial: session.trial,
    elapsedMs: Math.max(0, now - session.startedAt.getTime()),
    netMinor: row.wonMinor - row.stakedMinor,
    rounds: row.rounds,
  });
  const totals = {
    stakedMinor: sql`${gameSessions.stakedMinor} + ${stakeMinor}`,
    wonMinor: sql`${gameSessions.wonMinor} + ${winMinor}`,
    rounds: sql`${gameSessions.rounds} + 1`,
    lastRoundAt: new Date(now),
  };
  const returned = {
    stakedMinor: gameSessions.stakedMinor,
    wonMinor: gameSessions.wonMinor,
    rounds: gameSessions.rounds,
    balanceMinor: gameSessions.balanceMinor,
  };

  if (session.trial) {
    const [row] = await db
      .update(gameSessions)
      .set({ ...totals, balanceMinor: sql`${gameSessions.balanceMinor} - ${stakeMinor} + ${winMinor}` })
      .where(and(eq(gameSessions.id, session.id), gte(gameSessions.balanceMinor, stakeMinor)))
      .returning(returned);
    if (!row) throw new ApiError('INSUFFICIENT_FUNDS');
    return valueOf(row, row.balanceMinor ?? 0);
  }

  if (session.accountId === null) throw new ApiError('GAME_SESSION_INVALID');
  const player = await playerWallet(db, session.accountId);
  const house = await gamesHouse(platform, db, player.currency);
  const postings: Posting[] = [
    { walletId: player.id, amount: -stakeMinor },
    { walletId: house.id, amount: stakeMinor },
  ];
  if (winMinor > 0) {
    postings.push({ walletId: house.id, amount: -winMinor }, { walletId: player.id, amount: winMinor });
  }
  let value: SandboxRoundValue | undefined;
  await postTransaction(db, {
    kind: 'game-round',
    reference: `${game.gameCode}:${session.id}`,
    postings,
    within: async (tx, { transactionId, entries }) => {
      const balanceAfter = entries.filter((entry) => entry.walletId === player.id).at(-1)?.balanceAfter ?? 0;
      const [row] = await tx
        .update(gameSessions)
        .set(totals)
        .where(eq(gameSessions.id, session.id))
        .returning(returned);
      if (!row) throw new ApiError('GAME_SESSION_INVALID');
      const round = {
        accountId: player.accountId as number,
        gameType: game.gameType,
        vendor: game.vassalage,
        outcome: outcomeOf(stakeMinor, winMinor),
        stakeMinor,
        winMinor,
      };
      await tx.insert(gameRounds).values({
        ...round,
        sessionId: session.id,
        nodeId: game.nodeId,
        balanceAfter,
        transactionId,
        details: outcome,
        createdAt: new Date(now),
      });
      await addRoundDay(tx, { ...round, playedAt: new Date(now) });
      value = valueOf(row, balanceAfter);
    },
  });
  await recordRecentGame(db, {
    accountId: player.accountId as number,
    nodeId: game.nodeId,
    playedAt: new Date(now),
  });
  return value as SandboxRoundValue;
}
