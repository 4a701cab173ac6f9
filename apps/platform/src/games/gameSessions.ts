import { randomBytes } from 'node:crypto';
import type { GameType, LotteryView, PrizeMode, SandboxGameKind } from '@portal/api';
import { roundIntervalMs, trialBalanceMinor } from '@portal/api';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { gameSessions } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { checkSession, hashToken } from '../sessions/sessions';

export type GameSessionRow = typeof gameSessions.$inferSelect;

/** Which sandbox game a game type opens: the lottery draw, the PVP room list, or the slot (the rest). */
export const gameKindOf = (gameType: GameType | string): SandboxGameKind =>
  gameType === 'LOTT' || gameType === 'ELOTT' ? 'lottery' : gameType === 'PVP' ? 'pvp' : 'slot';

/** The form of a game session's token: 32 random bytes, base64url. */
export const gameTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const hashGameToken = hashToken;

export interface NewGameSession {
  /** Null for a free trial. */
  accountId: number | null;
  /** The member session the launch came from (a real session ends with it). */
  memberSessionHash: string | null;
  nodeId: number;
  kind: SandboxGameKind;
  trial: boolean;
  language: 'ar' | 'en';
  backUrl: string;
  prizeMode?: PrizeMode;
  view?: LotteryView;
}

/**
 * Starts a game session and returns its token (256 random bits; only the hash is stored). A trial gets
 * its play money here; a real session plays from the main wallet. It lasts as long as a member session may.
 */
export async function createGameSession(
  platform: Platform,
  session: NewGameSession,
): Promise<{ token: string; session: GameSessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const now = platform.now();
  const [row] = await platform.db
    .insert(gameSessions)
    .values({
      tokenHash: hashGameToken(token),
      accountId: session.accountId,
      memberSessionHash: session.memberSessionHash,
      nodeId: session.nodeId,
      kind: session.kind,
      trial: session.trial,
      balanceMinor: session.trial ? trialBalanceMinor : null,
      language: session.language,
      backUrl: session.backUrl,
      prizeMode: session.prizeMode ?? null,
      view: session.view ?? null,
      startedAt: new Date(now),
      expiresAt: new Date(now + platform.config.sessionMaxHours * 3_600_000),
    })
    .returning();
  return { token, session: row as GameSessionRow };
}

/**
 * The live game session of a token, or null: unknown, past its expiry, idle longer than a member session
 * may be (since its launch or last round), or, for a real one, its member session over (logged out,
 * revoked by a password change, expired or idle), as the database says at this moment. Play counts as
 * the member's activity, so a player in a game is not logged out of the portal meanwhile.
 */
export async function findGameSession(platform: Platform, token: string): Promise<GameSessionRow | null> {
  if (!gameTokenPattern.test(token)) return null;
  const now = platform.now();
  const [row] = await platform.db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashGameToken(token)));
  if (!row || row.expiresAt.getTime() <= now) return null;
  const lastActive = (row.lastRoundAt ?? row.startedAt).getTime();
  if (lastActive + platform.config.sessionIdleMinutes * 60_000 <= now) return null;
  if (!row.trial) {
    if (!row.memberSessionHash) return null;
    const member = await checkSession(platform, row.memberSessionHash, now);
    if (member?.accountId !== row.accountId) return null;
  }
  return row;
}

/**
 * Takes a game session's turn for a round at `now` (THROTTLED when its last round was less than
 * roundIntervalMs ago). Meant for the round's own transaction, so a round that never commits does not
 * spend the turn.
 */
export async function claimRoundTurn(db: Db, sessionId: number, now: number): Promise<void> {
  const claimed = await db
    .update(gameSessions)
    .set({ lastRoundAt: new Date(now) })
    .where(
      and(
        eq(gameSessions.id, sessionId),
        or(isNull(gameSessions.lastRoundAt), lte(gameSessions.lastRoundAt, new Date(now - roundIntervalMs))),
      ),
    )
    .returning({ id: gameSessions.id });
  if (claimed.length === 0) throw new ApiError('THROTTLED');
}
