import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { withRetry } from '../db/retry';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../failures/ApiError';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];

export interface IdempotentOptions {
  scope: string;
  key: string;
  request: unknown;
  now: number;
  /**
   * Runs after the replay check and before the work, in the same transaction: a refusal thrown here (a
   * throttle) is answered but not stored, so the key stays free for a retry.
   */
  admit?: (tx: Db) => Promise<void>;
}

/**
 * Runs a money-moving request exactly once per key. The key's claim, everything `work` writes (it must
 * write through the `tx` it is given) and the stored answer commit in ONE database transaction, so no
 * crash, stall or retry can apply the money without recording the key, or record the key without the
 * money. While a transaction holds the key (a transaction-scoped advisory lock, released by commit,
 * rollback or a dropped connection) the same key answers 409 at once; it is never taken over while the
 * first can still commit. The same key and payload replays the stored answer, another payload is 422. A
 * documented failure (ApiError) from `work` rolls its writes back and is stored and replayed like a
 * success; anything else rolls the whole transaction back, so a retry runs afresh.
 */
export async function idempotent(
  db: Db,
  options: IdempotentOptions,
  work: (tx: Db) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const requestHash = createHash('sha256').update(canonical(options.request)).digest('hex');
  const where = and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key));
  const lockName = JSON.stringify([options.scope, options.key]);
  return withRetry(() =>
    db.transaction(async (outer) => {
      const tx = outer as unknown as Db;
      const lock = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as "locked"`,
      );
      if (rowsOf(lock)[0]?.locked !== true) throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
      const [row] = await tx.select().from(idempotencyKeys).where(where);
      if (row) {
        if (row.requestHash !== requestHash) throw new ApiError('IDEMPOTENCY_MISMATCH');
        return { statusCode: row.statusCode ?? 200, body: row.response };
      }
      await options.admit?.(tx);
      let response: StoredResponse;
      try {
        // A savepoint: a documented failure undoes the work's writes but not the transaction.
        response = await tx.transaction((inner) => work(inner as unknown as Db));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        response = {
          statusCode: error.statusCode,
          body: { success: false, code: error.code, message: error.messageKey },
        };
      }
      // The primary key (scope, key) is the last guard: a second application cannot commit.
      await tx.insert(idempotencyKeys).values({
        scope: options.scope,
        key: options.key,
        requestHash,
        statusCode: response.statusCode,
        response: response.body,
        createdAt: new Date(options.now),
      });
      return response;
    }),
  );
}
