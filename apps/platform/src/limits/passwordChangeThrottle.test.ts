import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../accounts/passwords';
import { loginAs } from '../testing/flows';
import { outcomeOf, passwordChecksDuring } from '../testing/passwordChecks';
import { testDemoPassword } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { passwordChangeLimits } from './passwordChangeThrottle';

// Counts the old passwords really checked: what the limits promise to bound.
vi.mock('../accounts/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

describe.each(databaseCases())('the change of password under concurrency, on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const change = async (token: string, oldPassword: string, remoteAddress: string) =>
    tp.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { token },
      remoteAddress,
      payload: (await tp.encrypt({
        oldPassword,
        newPassword: 'Changed123',
        confirmNewPassword: 'Changed123',
      })) as object,
    });

  it('checks at most the limit of 25 parallel old-password guesses on one session', async () => {
    const token = await loginAs(tp, 'agent41player2');
    const { result, checks } = await passwordChecksDuring(() =>
      Promise.all(Array.from({ length: 25 }, (_, i) => change(token, `wrong-old-${i}`, '198.51.100.90'))),
    );
    expect(checks).toBe(passwordChangeLimits.accountChecks);
    const codes = result.map(outcomeOf);
    expect(codes.filter((code) => code === 'OLD_PASSWORD_WRONG')).toHaveLength(
      passwordChangeLimits.accountChecks,
    );
    expect(codes.filter((code) => code === 'THROTTLED')).toHaveLength(
      25 - passwordChangeLimits.accountChecks,
    );
    // The wrong guesses used the account's checks: the right password waits for the window too.
    const right = await change(token, testDemoPassword, '198.51.100.91');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, code: 'THROTTLED', message: 'errors.tooFast' });
    // When the window has passed (the idle session with it), the member changes it.
    tp.clock.advance(passwordChangeLimits.windowMs);
    const later = await loginAs(tp, 'agent41player2');
    expect(outcomeOf(await change(later, testDemoPassword, '198.51.100.91'))).toBe('OK');
  });

  it('checks at most the address limit of parallel guesses on many accounts from one address', async () => {
    const names = ['agent1player2', 'agent2player2', 'agent41player1', 'agent42player1', 'agent42player2'];
    const tokens: string[] = [];
    for (const name of names) tokens.push(await loginAs(tp, name));
    const { checks } = await passwordChecksDuring(() =>
      Promise.all(
        tokens.flatMap((token) =>
          Array.from({ length: 6 }, (_, i) => change(token, `wrong-old-${i}`, '198.51.100.92')),
        ),
      ),
    );
    expect(checks).toBeLessThanOrEqual(passwordChangeLimits.addressChecks);
  });
});
