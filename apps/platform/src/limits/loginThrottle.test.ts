import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../accounts/passwords';
import { createMemoryStore } from '../store/memoryStore';
import type { SharedStore } from '../store/sharedStore';
import { testRedisStore } from '../testing/testRedisStore';
import { solveCaptcha } from '../testing/flows';
import { outcomeOf, passwordChecksDuring } from '../testing/passwordChecks';
import { testDemoPassword } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestClock, type TestPlatform } from '../testing/testPlatform';
import type * as Sliders from '../providers/captcha/sandbox/sliders';
import { loginLimits } from './loginThrottle';

// Counts the passwords really checked: what the limits promise to bound.
vi.mock('../accounts/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
// The slider is not what these tests are about: every login here has passed it.
vi.mock('../providers/captcha/sandbox/sliders', async (importOriginal) => {
  const original = await importOriginal<typeof Sliders>();
  return { ...original, consumeSlider: vi.fn(async () => undefined) };
});

const redisUrl = process.env.REDIS_URL;
const stores: Array<{ store: string; open: (clock: TestClock) => SharedStore }> = [
  { store: 'memory', open: (clock) => createMemoryStore(clock.now) },
  ...(redisUrl
    ? [
        {
          store: 'redis',
          open: () => testRedisStore(redisUrl),
        },
      ]
    : []),
];
const cases = databaseCases().flatMap((database) => stores.map((store) => ({ ...store, database })));

describe.each(cases)(
  'login limits under concurrency, on $database.name with the $store store',
  (testCase) => {
    let tp: TestPlatform;
    beforeAll(async () => {
      tp = await openTestPlatform(testCase.database, { store: testCase.open });
    });
    afterAll(() => tp.close());

    // Captchas come one a second per address: each is fetched from an address of its own.
    let captchaAddress = 0;
    const captcha = () => solveCaptcha(tp, `203.0.113.${(captchaAddress += 1) % 250}`);
    const login = async (body: Record<string, unknown>, remoteAddress: string) =>
      tp.app.inject({
        method: 'POST',
        url: paths.login,
        payload: (await tp.encrypt({
          type: 'username',
          sliderChallengeId: 'x',
          sliderToken: 'x',
          ...body,
        })) as object,
        remoteAddress,
      });
    const wrongPasswords = (count: number) => Array.from({ length: count }, (_, i) => `wrong-guess-${i}`);

    it('checks one password of 25 parallel guesses without captcha; the others are asked for it', async () => {
      const ip = '198.51.100.40';
      const { result, checks } = await passwordChecksDuring(() =>
        Promise.all(wrongPasswords(25).map((password) => login({ username: 'agent1player1', password }, ip))),
      );
      expect(checks).toBe(1);
      const codes = result.map(outcomeOf);
      expect(codes.filter((code) => code === 'LOGIN_FAILED')).toHaveLength(1);
      expect(codes.filter((code) => code === 'CAPTCHA_INVALID').length).toBeGreaterThan(0);
      for (const code of codes) expect(['LOGIN_FAILED', 'CAPTCHA_INVALID', 'THROTTLED']).toContain(code);
      // One failure only: the right password with the captcha it now needs is let in.
      const right = await login(
        { username: 'agent1player1', password: testDemoPassword, ...(await captcha()) },
        ip,
      );
      expect(right.statusCode).toBe(200);
    });

    it('checks at most the lock limit of 25 parallel guesses that each carry a captcha', async () => {
      const ip = '198.51.100.41';
      const captchas: Array<{ captchaKey: string; captcha: string }> = [];
      for (let i = 0; i < 25; i += 1) captchas.push(await captcha());
      const { result, checks } = await passwordChecksDuring(() =>
        Promise.all(
          wrongPasswords(25).map((password, i) =>
            login({ username: 'agent2player1', password, ...captchas[i] }, ip),
          ),
        ),
      );
      expect(checks).toBe(loginLimits.accountFailuresBeforeLock);
      for (const code of result.map(outcomeOf))
        expect(['LOGIN_FAILED', 'ACCOUNT_LOCKED', 'THROTTLED']).toContain(code);
      // Five wrong passwords lock the account: the right one now waits like any other.
      const after = await login(
        { username: 'agent2player1', password: testDemoPassword, ...(await captcha()) },
        ip,
      );
      expect(after.statusCode).toBe(423);
      expect(after.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { captcha: true } });
    });

    it('locks the account, not the typed name: its mobile number meets the same lock', async () => {
      const ip = '198.51.100.42';
      for (let i = 0; i < loginLimits.accountFailuresBeforeLock; i += 1) {
        await login({ username: 'agent42player1', password: `wrong-${i}`, ...(await captcha()) }, ip);
      }
      const byNumber = await login(
        { username: '502004201', password: testDemoPassword, ...(await captcha()) },
        '198.51.100.43',
      );
      expect(byNumber.statusCode).toBe(423);
      expect(byNumber.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { captcha: true } });
      const withCode = await login(
        { username: '502004201', countryDialingCode: '966', password: testDemoPassword },
        '198.51.100.44',
      );
      expect(withCode.statusCode).toBe(423);
      const otherCase = await login(
        { username: 'AGENT42PLAYER1', password: testDemoPassword },
        '198.51.100.45',
      );
      expect(otherCase.statusCode).toBe(423);
    });

    it('counts parallel guesses through every name of one account against its one limit', async () => {
      const names = ['agent42player2', '502004202', 'Agent42Player2'];
      const captchas: Array<{ captchaKey: string; captcha: string }> = [];
      for (let i = 0; i < 24; i += 1) captchas.push(await captcha());
      const { checks } = await passwordChecksDuring(() =>
        Promise.all(
          captchas.map((answer, i) =>
            login(
              { username: names[i % names.length], password: `wrong-${i}`, ...answer },
              `198.51.100.${50 + i}`,
            ),
          ),
        ),
      );
      expect(checks).toBe(loginLimits.accountFailuresBeforeLock);
      const byNumber = await login({ username: '502004202', password: testDemoPassword }, '198.51.100.79');
      expect(byNumber.statusCode).toBe(423);
    });

    it('answers an unknown name and an unknown number exactly as it answers an account', async () => {
      const tryFiveTimesThenRight = async (username: string, ip: string) => {
        const seen: Array<{ status: number; code?: string; captcha?: boolean; locked: boolean }> = [];
        for (let i = 0; i <= loginLimits.accountFailuresBeforeLock; i += 1) {
          const last = i === loginLimits.accountFailuresBeforeLock;
          const res = await login(
            { username, password: last ? testDemoPassword : `wrong-${i}`, ...(i > 0 ? await captcha() : {}) },
            ip,
          );
          const { code, value } = res.json();
          seen.push({
            status: res.statusCode,
            code,
            captcha: value?.captcha,
            locked: typeof value?.lockedUntil === 'number',
          });
        }
        return seen;
      };
      const real = await tryFiveTimesThenRight('agent41player1', '198.51.100.80');
      expect(real.at(-1)).toMatchObject({ status: 423, code: 'ACCOUNT_LOCKED' });
      expect(await tryFiveTimesThenRight('nosuchplayer7', '198.51.100.81')).toEqual(real);
      expect(await tryFiveTimesThenRight('509999999', '198.51.100.82')).toEqual(real);
    });
  },
);
