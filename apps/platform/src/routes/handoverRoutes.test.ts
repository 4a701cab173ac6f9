import { paths } from '@portal/api';
import { count, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoverCodes, sessions } from '../db/schema';
import { hashToken } from '../sessions/sessions';
import { loginAs } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('hand-over codes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const mint = (token: string) =>
    tp.app.inject({ method: 'POST', url: paths.handoverCode, headers: { token } });
  const exchange = (code: unknown) =>
    tp.app.inject({ method: 'POST', url: paths.handoverLogin, payload: { code } });
  const member = async (token: string) =>
    (await tp.app.inject({ method: 'GET', url: paths.memberInfo, headers: { token } })).json().value
      ?.account as string | undefined;
  const codeOf = async (token: string): Promise<string> => {
    const res = await mint(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresInSeconds: 60,
    });
    return res.json().value.code as string;
  };
  const invalid = { success: false, code: 'HANDOVER_INVALID', message: 'errors.handoverInvalid' };

  it('exchanges a code once for a new session of the same member; only its hash is kept', async () => {
    const token = await loginAs(tp, 'demomember');
    const code = await codeOf(token);
    const [row] = await tp.platform.db
      .select()
      .from(handoverCodes)
      .where(eq(handoverCodes.codeHash, hashToken(code)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(code);
    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    const handed = res.json().value.token as string;
    expect(handed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(handed).not.toBe(token);
    expect(handed).not.toBe(code);
    expect(await member(handed)).toBe('demomember');
    // The session that made the code goes on; the code itself is spent.
    expect(await member(token)).toBe('demomember');
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(invalid);
  });

  it('never accepts a session token in place of a code', async () => {
    const token = await loginAs(tp, 'demomember');
    const res = await exchange(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalid);
    expect(await member(token)).toBe('demomember');
  });

  it('refuses a code past its minute, or whose session has ended since', async () => {
    const token = await loginAs(tp, 'agent1player2');
    const late = await codeOf(token);
    tp.clock.advance(60_000);
    expect((await exchange(late)).json()).toEqual(invalid);
    const orphan = await codeOf(token);
    await tp.app.inject({ method: 'DELETE', url: paths.logout, headers: { token } });
    expect((await exchange(orphan)).json()).toEqual(invalid);
  });

  it('gives the new session no longer than the one it came from', async () => {
    const token = await loginAs(tp, 'agent41player1');
    // A session near its absolute end.
    await tp.platform.db
      .update(sessions)
      .set({ expiresAt: new Date(tp.clock.now() + 10 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const handed = (await exchange(await codeOf(token))).json().value.token as string;
    const expiry = async (t: string) =>
      (
        await tp.platform.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(t)))
      )[0]!.expiresAt;
    expect(await expiry(handed)).toEqual(await expiry(token));
  });

  it('needs a live session to make a code, is throttled, and refuses bad input with the envelope', async () => {
    expect((await mint('')).statusCode).toBe(401);
    expect((await mint('forged')).json().code).toBe('NOT_LOGGED_IN');
    for (const bad of ['', 'short', 'x'.repeat(500), 42, null]) {
      const res = await exchange(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    const token = await loginAs(tp, 'agent41player2');
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await mint(token)).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(10);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('sweeps codes that can no longer be used', async () => {
    const token = await loginAs(tp, 'agent2player2');
    await codeOf(token);
    tp.clock.advance(61_000);
    await codeOf(token);
    const [{ stale }] = (await tp.platform.db
      .select({ stale: count() })
      .from(handoverCodes)
      .where(lte(handoverCodes.expiresAt, new Date(tp.clock.now())))) as [{ stale: number }];
    expect(stale).toBe(0);
  });
});
