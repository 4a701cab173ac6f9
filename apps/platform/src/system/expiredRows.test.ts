import { paths } from '@portal/api';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issuePasswordReset } from '../accounts/passwordResets';
import { captchas, gameSessions, passwordResets, sliderChallenges } from '../db/schema';
import { trialLaunchLimits } from '../games/trialLaunchLimit';
import { demoGame } from '../testing/gameFlows';
import { loginAs } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { sliderLimits } from '../providers/captcha/sandbox/sliders';
import { deleteExpiredRows, expiredRowLimits, startExpiredRowsSweeper } from './expiredRows';

const trialGame = demoGame((game) => game.gameType === 'RNG' && game.freeplay === 1);

describe.each(databaseCases())('expired rows on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());
  afterEach(() => vi.useRealTimers());

  const rows = async (table: PgTable) => (await tp.platform.db.select({ n: count() }).from(table))[0]!.n;
  const puzzle = (remoteAddress: string) =>
    tp.app.inject({ method: 'GET', url: paths.slider, remoteAddress });
  const trial = (remoteAddress: string) =>
    tp.app.inject({ method: 'GET', url: `${paths.launchTrial}?nodeId=${trialGame.nodeId}`, remoteAddress });
  const captcha = (remoteAddress: string) =>
    tp.app.inject({ method: 'GET', url: paths.captcha, remoteAddress });

  it('creates no more puzzles and trial sessions than an address may have', async () => {
    const [puzzlesBefore, trialsBefore] = [await rows(sliderChallenges), await rows(gameSessions)];
    const statuses = { puzzle: new Set<number>(), trial: new Set<number>() };
    for (let i = 0; i < 200; i += 1) {
      statuses.puzzle.add((await puzzle('10.30.0.1')).statusCode);
      statuses.trial.add((await trial('10.30.0.1')).statusCode);
    }
    expect([...statuses.puzzle].sort()).toEqual([200, 429]);
    expect([...statuses.trial].sort()).toEqual([200, 429]);
    expect((await rows(sliderChallenges)) - puzzlesBefore).toBe(sliderLimits.puzzlesPerAddress);
    expect((await rows(gameSessions)) - trialsBefore).toBe(trialLaunchLimits.perAddress);
  });

  it('deletes what has expired and keeps what is live, on two nodes at once', async () => {
    // What the first case made has expired by now: clear it, so only this case's rows remain.
    tp.clock.advance(3_600_000);
    await deleteExpiredRows(tp.platform);
    const member = await loginAs(tp, 'demomember');
    const realLaunch = await tp.app.inject({
      method: 'GET',
      url: `${paths.launchGame}?nodeId=${trialGame.nodeId}`,
      headers: { token: member },
    });
    expect(realLaunch.statusCode).toBe(200);
    const account = (
      await tp.platform.db.select().from(gameSessions).where(eq(gameSessions.trial, false))
    )[0]!;
    for (let i = 0; i < 5; i += 1) {
      expect((await puzzle(`10.31.0.${i}`)).statusCode).toBe(200);
      expect((await trial(`10.31.0.${i}`)).statusCode).toBe(200);
      expect((await captcha(`10.31.0.${i}`)).statusCode).toBe(200);
    }
    await issuePasswordReset(tp.platform, account.accountId!);
    const before = {
      puzzles: await rows(sliderChallenges),
      trials: await rows(gameSessions),
      captchas: await rows(captchas),
      resets: await rows(passwordResets),
    };
    expect(await deleteExpiredRows(tp.platform)).toEqual({
      sliderChallenges: 0,
      captchas: 0,
      passwordResets: 0,
      trialGameSessions: 0,
    });

    // Past every expiry and idle time: two nodes sweep at once, and each row goes exactly once.
    tp.clock.advance(tp.platform.config.sessionIdleMinutes * 60_000 + 1);
    const sweeps = await Promise.all([deleteExpiredRows(tp.platform), deleteExpiredRows(tp.platform)]);
    const deleted = (key: keyof (typeof sweeps)[0]) => sweeps[0][key] + sweeps[1][key];
    expect(deleted('sliderChallenges')).toBe(before.puzzles);
    expect(deleted('captchas')).toBe(before.captchas);
    expect(deleted('passwordResets')).toBe(before.resets);
    expect(deleted('trialGameSessions')).toBe(before.trials - 1);
    expect(await rows(sliderChallenges)).toBe(0);
    expect(await rows(captchas)).toBe(0);
    expect(await rows(passwordResets)).toBe(0);
    // A member's game session is not a visitor's row: it stays for its rounds and records.
    expect(await tp.platform.db.select().from(gameSessions)).toEqual([account]);
  });

  it('deletes in batches until nothing expired is left', async () => {
    const many = expiredRowLimits.batchSize * 2 + 5;
    const now = tp.platform.now();
    await tp.platform.db.insert(sliderChallenges).values(
      Array.from({ length: many }, (_, i) => ({
        id: `old-${i}`,
        gapX: 100,
        gapY: 20,
        expiresAt: new Date(now - 1),
        createdAt: new Date(now - 60_000),
      })),
    );
    expect((await deleteExpiredRows(tp.platform)).sliderChallenges).toBe(many);
    expect(await rows(sliderChallenges)).toBe(0);
  });

  it('sweeps on its interval until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: Error[] = [];
    const stop = startExpiredRowsSweeper(tp.platform, (error) => errors.push(error));
    expect((await puzzle('10.32.0.1')).statusCode).toBe(200);
    tp.clock.advance(sliderLimits.ttlMs + 1);
    vi.advanceTimersByTime(expiredRowLimits.sweepEveryMs);
    await expect.poll(() => rows(sliderChallenges)).toBe(0);
    await stop();
    expect((await puzzle('10.32.0.2')).statusCode).toBe(200);
    tp.clock.advance(sliderLimits.ttlMs + 1);
    vi.advanceTimersByTime(expiredRowLimits.sweepEveryMs * 3);
    expect(await rows(sliderChallenges)).toBe(1);
    expect(errors).toEqual([]);
  });
});
