import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SWRConfiguration } from 'swr';
import { ApiRequestError } from '../client/ApiRequestError';
import { retryTransientErrors } from './swrOptions';

afterEach(() => vi.useRealTimers());

const error = (code: string, status: number) => new ApiRequestError({ code, status, messageKey: 'k' });
const config = { errorRetryInterval: 1000 } as Parameters<NonNullable<SWRConfiguration['onErrorRetry']>>[2];

function retried(failure: unknown, retryCount: number): boolean {
  vi.useFakeTimers();
  const revalidate = vi.fn(async () => true);
  retryTransientErrors(failure, 'key', config, revalidate, { retryCount, dedupe: true });
  vi.runAllTimers();
  return revalidate.mock.calls.length > 0;
}

describe('retryTransientErrors', () => {
  it('retries what may pass on a second try', () => {
    expect(retried(error('NETWORK', 0), 1)).toBe(true);
    expect(retried(error('TIMEOUT', 0), 1)).toBe(true);
    expect(retried(error('UNAVAILABLE', 503), 2)).toBe(true);
    expect(retried(new TypeError('boom'), 1)).toBe(true);
  });

  it('never repeats an answer the platform gave on purpose, and gives up after three retries', () => {
    expect(retried(error('NOT_LOGGED_IN', 401), 1)).toBe(false);
    expect(retried(error('THROTTLED', 429), 1)).toBe(false);
    expect(retried(error('NETWORK', 0), 4)).toBe(false);
  });
});
