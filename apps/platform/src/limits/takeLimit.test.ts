import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../failures/ApiError';
import { createMemoryStore } from '../store/memoryStore';
import type { SharedStore } from '../store/sharedStore';
import { testRedisStore } from '../testing/testRedisStore';
import { testClock } from '../testing/testPlatform';
import { releaseAttempt, reserveAttempt } from './attemptBudget';
import { limits } from './limits';
import { countLimit, limitBudget, limitRefusal, takeLimit, takeLimits } from './takeLimit';

interface StoreCase {
  name: string;
  open(): SharedStore;
  /** Moves the store's clock, where the test owns it (Redis keeps its own time). */
  advance?: (ms: number) => void;
}

const clock = testClock();
const cases: StoreCase[] = [
  { name: 'memory', open: () => createMemoryStore(clock.now), advance: (ms) => clock.advance(ms) },
];
const redisUrl = process.env.REDIS_URL;
// Each run gets its own prefix, so parallel runs on one Redis never see each other's keys.
if (redisUrl) {
  cases.push({
    name: 'redis',
    open: () => testRedisStore(redisUrl),
  });
}

/** The error a call failed with, or undefined when it did not fail. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the table of limits', () => {
  it('gives every limit its own counters', () => {
    const prefixes = Object.values(limits).map((limit) => limit.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

describe.each(cases)('named limits on the $name store', ({ open, advance }) => {
  const store = open();
  const platform = { store };
  afterAll(async () => {
    // Counters live up to a day: a shared Redis is left as it was found.
    await store.delete(
      'handover:session-a',
      'handover:session-b',
      'slider:issue:192.0.2.1',
      'feedback:192.0.2.2',
      'sms:day:966500000001',
      'sms:day:ip:192.0.2.3',
      'login:fail:account:7',
      'login:held:account:9',
      'login:held:ip:192.0.2.4',
    );
    await store.close();
  });

  it('counts a subject under its own key and refuses past the limit with its error and status', async () => {
    const { limit } = limits.handoverCodesPerSession;
    for (let i = 0; i < limit; i += 1) await takeLimit(platform, 'handoverCodesPerSession', 'session-a');
    const refused = await failure(takeLimit(platform, 'handoverCodesPerSession', 'session-a'));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'THROTTLED', statusCode: 429, value: undefined });
    // The key namespace is the one the platform always used, so counts carry over a deployment.
    expect(await store.get('handover:session-a')).toBe(String(limit + 1));
    // Another subject has its own count.
    await expect(takeLimit(platform, 'handoverCodesPerSession', 'session-b')).resolves.toBeUndefined();
  });

  it('starts a new window after the old one ends', async ({ skip }) => {
    if (!advance) return skip('the window is the store clock’s business');
    const { limit, windowMs } = limits.sliderPuzzlesPerAddress;
    for (let i = 0; i < limit; i += 1) await takeLimit(platform, 'sliderPuzzlesPerAddress', '192.0.2.1');
    await expect(takeLimit(platform, 'sliderPuzzlesPerAddress', '192.0.2.1')).rejects.toThrow(ApiError);
    advance(windowMs);
    await expect(takeLimit(platform, 'sliderPuzzlesPerAddress', '192.0.2.1')).resolves.toBeUndefined();
  });

  it("takes a setting-driven limit's number from its caller", async () => {
    await takeLimit(platform, 'feedbackPerAddress', '192.0.2.2', 2);
    await takeLimit(platform, 'feedbackPerAddress', '192.0.2.2', 2);
    await expect(takeLimit(platform, 'feedbackPerAddress', '192.0.2.2', 2)).rejects.toMatchObject({
      code: 'THROTTLED',
    });
    // An operator raising the setting gives room at once.
    await expect(takeLimit(platform, 'feedbackPerAddress', '192.0.2.2', 5)).resolves.toBeUndefined();
    const untyped = takeLimit as (...args: unknown[]) => Promise<void>;
    await expect(untyped(platform, 'feedbackPerAddress', '192.0.2.2')).rejects.toThrow(/needs its setting/);
  });

  it('counts every counter of a hit before refusing with the first one exceeded', async () => {
    const hits = (number: string) =>
      takeLimits(platform, [
        ['smsPerNumber', number],
        ['smsPerAddress', '192.0.2.3'],
      ]);
    for (let i = 0; i < limits.smsPerNumber.limit; i += 1) await hits('966500000001');
    await expect(hits('966500000001')).rejects.toMatchObject({ code: 'SMS_QUOTA', statusCode: 429 });
    // The refused send counted against the address as well, as a send to every number does.
    expect(await store.get('sms:day:ip:192.0.2.3')).toBe(String(limits.smsPerNumber.limit + 1));
    expect(await store.get('sms:day:966500000001')).toBe(String(limits.smsPerNumber.limit + 1));
  });

  it('tells the count, for limits whose last hit allowed begins a lock', async () => {
    const { limit } = limits.loginFailuresPerAccount;
    let last = { count: 0, limit: 0, within: true };
    for (let i = 0; i < limit; i += 1)
      last = await countLimit(platform, 'loginFailuresPerAccount', 'account:7');
    expect(last).toEqual({ count: limit, limit, within: true });
    expect(await countLimit(platform, 'loginFailuresPerAccount', 'account:7')).toEqual({
      count: limit + 1,
      limit,
      within: false,
    });
    expect(await store.get('login:fail:account:7')).toBe(String(limit + 1));
  });

  it('refuses with the value the portal needs, a fresh copy each time', () => {
    const refusal = limitRefusal('sliderMissesPerAddress');
    expect(refusal).toMatchObject({ code: 'CAPTCHA_INVALID', statusCode: 400, value: { captcha: true } });
    (refusal.value as { captcha: boolean }).captcha = false;
    expect(limitRefusal('sliderMissesPerAddress').value).toEqual({ captcha: true });
    expect(limitRefusal('loginAttemptsPerAddress')).toMatchObject({
      code: 'THROTTLED',
      value: { captcha: true },
    });
  });

  it('reserves budgets race-free: of 25 parallel attempts only the limit get through', async () => {
    const budgets = [
      limitBudget('loginHeldPerAccount', 'account:9'),
      limitBudget('loginHeldPerAddress', '192.0.2.4'),
    ];
    expect(budgets[0]).toEqual({
      key: 'login:held:account:9',
      limit: limits.loginHeldPerAccount.limit,
      windowMs: limits.loginHeldPerAccount.windowMs,
    });
    const reserved = await Promise.all(Array.from({ length: 25 }, () => reserveAttempt(store, budgets)));
    expect(reserved.filter(Boolean)).toHaveLength(limits.loginHeldPerAccount.limit);
    // The refused ones gave their attempt back; giving back one that was reserved makes room for one more.
    expect(await store.get('login:held:account:9')).toBe(String(limits.loginHeldPerAccount.limit));
    await releaseAttempt(store, budgets);
    expect(await reserveAttempt(store, budgets)).not.toBeNull();
    expect(await reserveAttempt(store, budgets)).toBeNull();
  });
});
