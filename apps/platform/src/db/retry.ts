/** PostgreSQL codes worth one more try: serialization failure and deadlock (the work was rolled back). */
const retryable = new Set(['40001', '40P01']);

const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isRetryable = (error: unknown): boolean => retryable.has(codeOf(error) ?? '');

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
