import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../http/apiError';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** A request still marked in flight after this long was cut off (a crash) and may be run again. */
const staleAfterMs = 60_000;

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * Runs a money-moving request once per key: the same key and payload replays the stored answer, the
 * same key while the first is still running is 409, and the same key with another payload is 422.
 * A documented failure (ApiError) is stored and replayed like a success; anything else frees the key
 * so the client's retry runs again.
 */
export async function idempotent(
  db: Db,
  options: { scope: string; key: string; request: unknown; now: number },
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const requestHash = createHash('sha256').update(canonical(options.request)).digest('hex');
  const where = and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope: options.scope, key: options.key, requestHash, createdAt: new Date(options.now) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
    if (row.requestHash !== requestHash) throw new ApiError('IDEMPOTENCY_MISMATCH');
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response };
    // In flight: unless it is stale, in which case this request takes it over.
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(options.now) })
      .where(
        and(
          where,
          isNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, new Date(options.now - staleAfterMs)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
  }
  let response: StoredResponse;
  try {
    response = await work();
  } catch (error) {
    if (!(error instanceof ApiError)) {
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    response = {
      statusCode: error.statusCode,
      body: { success: false, code: error.code, message: error.messageKey },
    };
  }
  await db
    .update(idempotencyKeys)
    .set({ statusCode: response.statusCode, response: response.body })
    .where(where);
  return response;
}
