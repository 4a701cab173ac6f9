import { describe, expect, it, vi } from 'vitest';
import { failedPingSpeed, pingDomain } from './pingDomain';

const clock = (...times: number[]) => {
  const queue = [...times];
  return () => queue.shift() ?? 0;
};

describe('pingDomain', () => {
  it('times the ping file of the line with a random query', async () => {
    const send = vi.fn(async () => new Response('pong', { status: 200 }));
    const speed = await pingDomain('https://line1.portal.example/', {
      fetch: send,
      now: clock(1000, 1063.4),
      random: () => 0.5,
    });
    expect(speed).toBe(63);
    expect(send).toHaveBeenCalledWith(
      'https://line1.portal.example/ping.txt?r=i',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('counts a failure, a refusal or an answer other than 200 as 9999', async () => {
    const failing = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await pingDomain('https://gone.example', { fetch: failing })).toBe(failedPingSpeed);
    const notFound = vi.fn(async () => new Response('', { status: 404 }));
    expect(await pingDomain('https://gone.example', { fetch: notFound })).toBe(failedPingSpeed);
  });

  it('gives up after the timeout', async () => {
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect(await pingDomain('https://slow.example', { fetch: hanging as typeof fetch, timeoutMs: 10 })).toBe(
      failedPingSpeed,
    );
  });
});
