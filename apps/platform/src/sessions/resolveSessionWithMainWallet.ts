import { and, eq, sql } from 'drizzle-orm';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/preparedPerDatabase';
import { sessions, wallets } from '../db/schema';
import { liveSessionOf, tokenHashOf, type ActiveSession } from './sessions';

export interface SessionWithMainWallet extends ActiveSession {
  /** The player's main wallet as the same read saw it; undefined until the account's first wallet use. */
  mainWallet: typeof wallets.$inferSelect | undefined;
}

const sessionWithMainWalletQuery = (db: Db) =>
  db
    .select({ session: sessions, wallet: wallets })
    .from(sessions)
    .leftJoin(wallets, and(eq(wallets.accountId, sessions.accountId), eq(wallets.kind, 'main')))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')));

const preparedSessionWithMainWallet = preparedPerDatabase(
  'session_with_main_wallet',
  sessionWithMainWalletQuery,
);

/**
 * A token's live session and its account's main wallet in one indexed query: the balance call's whole
 * read in one round trip. Each round trip costs the platform a write to a socket, and on a busy node
 * those writes are most of a small call's cost (`pnpm bench`); the session's rules are resolveSession's
 * (liveSessionOf), read from the database itself rather than the shared cache, so a revoked session
 * stops at once here.
 */
export async function resolveSessionWithMainWallet(
  platform: Platform,
  token: string,
): Promise<SessionWithMainWallet | null> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return null;
  const [row] = await preparedSessionWithMainWallet(platform.db).execute({ tokenHash });
  const session = await liveSessionOf(platform, row?.session, platform.now());
  return session && { ...session, mainWallet: row?.wallet ?? undefined };
}
