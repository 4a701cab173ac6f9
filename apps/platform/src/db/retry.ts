/** PostgreSQL codes worth one more try: serialization failure and deadlock (the work was rolled back). */
const retryable = new Set(['40001', '40P01']);

const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isRetryable = (error: unknown): boolean => retryable.has(codeOf(error) ?? '');

/**
 * Codes of a database that is gone for the moment (restarting, shutting down, unreachable): class 08
 * (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now), and the socket's
 * own errors. The request cannot be answered now, but a retry can.
 */
const unavailableCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const unavailableMessages = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableCodes.has(code) || code.startsWith('08')) return true;
    if (
      typeof e.message === 'string' &&
      unavailableMessages.some((text) => (e!.message as string).includes(text))
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs `work` again when PostgreSQL rolled it back for a serialization failure or a deadlock, with a
 * short jittered back-off; any other error, or the last attempt's, is thrown as is.
 */
export async function withRetry<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 10));
    }
  }
}
