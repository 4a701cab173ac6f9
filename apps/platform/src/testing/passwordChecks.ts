import { vi } from 'vitest';
import { verifyPassword } from '../accounts/passwords';

/**
 * The passwords checked while `run` runs. The calling test file mocks `../accounts/passwords` with a spy
 * around the real `verifyPassword` (vi.mock applies to this module too).
 */
export async function passwordChecksDuring<T>(run: () => Promise<T>): Promise<{ result: T; checks: number }> {
  const before = vi.mocked(verifyPassword).mock.calls.length;
  const result = await run();
  return { result, checks: vi.mocked(verifyPassword).mock.calls.length - before };
}

/** An answer's outcome in one word: 'OK', or the envelope's error code. */
export const outcomeOf = (res: { statusCode: number; json(): { code?: string } }) =>
  res.statusCode === 200 ? 'OK' : res.json().code;
