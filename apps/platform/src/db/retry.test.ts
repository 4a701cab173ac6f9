import { describe, expect, it, vi } from 'vitest';
import { isRetryable, withRetry } from './retry';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('withRetry', () => {
  it('retries serialization failures and deadlocks, then succeeds', async () => {
    const work = vi
      .fn()
      .mockRejectedValueOnce(pgError('40001'))
      .mockRejectedValueOnce(pgError('40P01'))
      .mockResolvedValue('done');
    await expect(withRetry(work)).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('does not retry other errors, and gives up after the last attempt', async () => {
    const unique = vi.fn().mockRejectedValue(pgError('23505'));
    await expect(withRetry(unique)).rejects.toThrow('23505');
    expect(unique).toHaveBeenCalledTimes(1);
    const busy = vi.fn().mockRejectedValue(pgError('40001'));
    await expect(withRetry(busy, 3)).rejects.toThrow('40001');
    expect(busy).toHaveBeenCalledTimes(3);
  });

  it('reads the code from a wrapped cause too', () => {
    expect(isRetryable({ cause: { code: '40P01' } })).toBe(true);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
