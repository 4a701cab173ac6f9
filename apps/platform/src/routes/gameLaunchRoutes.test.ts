import { paths, trialBalanceMinor, type SandboxGamePageValue } from '@portal/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { gameSessions, ledgerEntries, recentGames } from '../db/schema';
import { hashGameToken } from '../games/gameSessions';
import { loginAs } from '../testing/flows';
import { demoGame, demoGames, launch, launchRequest, roundRequest } from '../testing/gameFlows';
import { loginAsTrial } from '../testing/loginAsTrial';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

/** A slot of PG with a free trial, a live table without one, a VN lotto game, a BGS hall card. */
const slot = demoGame((game) => game.vassalage === 'PG' && game.gameType === 'RNG' && game.freeplay === 1);
const noTrial = demoGame((game) => game.gameType === 'LIVE' && game.freeplay === 0 && game.supportPlay !== 0);
const vnLotto = demoGame((game) => game.vassalage === 'TCG_LOTTO_VN');
const cq9 = demoGame((game) => game.vassalage === 'CQ9' && game.supportPlay === 0);

describe.each(databaseCases())('game launches on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: string;
  let memberId: number;
  let trial: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    member = await loginAs(tp, 'demomember');
    memberId = (await findAccountByUsername(tp.platform.db, 'demomember'))?.id ?? 0;
    trial = await loginAsTrial(tp);
  });
  afterAll(() => tp.close());

  const sessionsCount = async () => (await tp.platform.db.select({ n: count() }).from(gameSessions))[0]?.n;
  const ledgerCount = async () => (await tp.platform.db.select({ n: count() }).from(ledgerEntries))[0]?.n;
  const sessionRow = async (token: string) =>
    (
      await tp.platform.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, hashGameToken(token)))
    )[0];
  const expectRefusal = async (
    res: { statusCode: number; json: () => unknown },
    status: number,
    code: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code, message: expect.any(String) });
  };
  const page = (token: string) =>
    tp.app.inject({ method: 'GET', url: `${paths.sandboxGame}?session=${token}` });

  it('answers 401 to visitors and forged tokens, and in_need_true_account to trial accounts, writing nothing', async () => {
    const before = await sessionsCount();
    await expectRefusal(await launchRequest(tp, `nodeId=${slot.nodeId}`, ''), 401, 'NOT_LOGGED_IN');
    await expectRefusal(await launchRequest(tp, `nodeId=${slot.nodeId}`, 'forged'), 401, 'NOT_LOGGED_IN');
    const refused = await launchRequest(tp, `nodeId=${slot.nodeId}`, trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'TRIAL_NOT_ALLOWED',
      message: 'in_need_true_account',
    });
    // The lottery lobby launch too.
    await expectRefusal(
      await launchRequest(tp, `launchMode=LOTT&lottoGameCode=${vnLotto.gameCode}&lottoView=betting`, trial),
      403,
      'TRIAL_NOT_ALLOWED',
    );
    expect(await sessionsCount()).toBe(before);
  });

  it('launches a game for a member: a session stored hashed, the page url, the recent list', async () => {
    const res = await launchRequest(tp, `nodeId=${slot.nodeId}&language=en&backUrl=%2Frng`, member);
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toEqual({
      url: expect.stringMatching(/^\/sandbox\/game\?session=[A-Za-z0-9_-]{43}$/),
      trial: false,
    });
    const token = new URL(value.url, 'http://x').searchParams.get('session') as string;
    const row = await sessionRow(token);
    expect(row).toMatchObject({
      accountId: memberId,
      nodeId: slot.nodeId,
      kind: 'slot',
      trial: false,
      balanceMinor: null,
      language: 'en',
      backUrl: '/rng',
      stakedMinor: 0,
      wonMinor: 0,
    });
    expect(row?.tokenHash).not.toBe(token);
    const [recent] = await tp.platform.db
      .select()
      .from(recentGames)
      .where(eq(recentGames.accountId, memberId));
    expect(recent?.nodeId).toBe(slot.nodeId);
    // By code as well; the session's language falls back to the account's (Arabic).
    const byCode = await launch(tp, `gameCode=${slot.gameCode}&vassalage=pg`, member);
    expect((await sessionRow(byCode))?.language).toBe('ar');
  });

  it('refuses launches of unknown games, game-list cards, other vendors and foreign back addresses', async () => {
    const before = await sessionsCount();
    await expectRefusal(await launchRequest(tp, 'nodeId=999999', member), 404, 'NOT_FOUND');
    await expectRefusal(await launchRequest(tp, 'gameCode=NOPE_0001', member), 404, 'NOT_FOUND');
    await expectRefusal(await launchRequest(tp, 'language=en', member), 400, 'BAD_INPUT');
    await expectRefusal(
      await launchRequest(tp, `nodeId=${slot.nodeId}&vassalage=JDB`, member),
      400,
      'BAD_INPUT',
    );
    // BGS's cards stand for its game list: they open the popup list, not a game.
    const hall = demoGames().find((game) => game.isGame === 0);
    await expectRefusal(await launchRequest(tp, `nodeId=${hall?.nodeId}`, member), 400, 'NOT_A_GAME');
    for (const backUrl of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      await expectRefusal(
        await launchRequest(tp, `nodeId=${slot.nodeId}&backUrl=${encodeURIComponent(backUrl)}`, member),
        400,
        'REDIRECT_NOT_ALLOWED',
      );
    }
    for (const query of [
      'nodeId=abc',
      'nodeId=0',
      'lottoView=sideways&launchMode=LOTT',
      'lottoPrizeMode=XX&launchMode=LOTT',
    ]) {
      await expectRefusal(await launchRequest(tp, query, member), 400, 'BAD_INPUT');
    }
    expect(await sessionsCount()).toBe(before);
    // A partner brand's page is a fine place to come back to.
    await launch(
      tp,
      `nodeId=${slot.nodeId}&backUrl=${encodeURIComponent('https://partner.example/lobby')}`,
      member,
    );
  });

  it("answers GAME_MAINTENANCE (503) for a vendor under maintenance, both launches and the session's rounds", async () => {
    const operator = { authorization: `Bearer ${testOperatorToken}` };
    const running = await launch(tp, `nodeId=${cq9.nodeId}`, member);
    const put = (maintenance: boolean) =>
      tp.app.inject({
        method: 'PUT',
        url: paths.operatorVendor,
        headers: operator,
        payload: { vassalage: 'CQ9', maintenance },
      });
    expect((await put(true)).statusCode).toBe(200);
    await expectRefusal(await launchRequest(tp, `nodeId=${cq9.nodeId}`, member), 503, 'GAME_MAINTENANCE');
    await expectRefusal(await launchRequest(tp, `nodeId=${cq9.nodeId}`), 503, 'GAME_MAINTENANCE');
    tp.clock.advance(1_000);
    await expectRefusal(
      await roundRequest(tp, { session: running, stakeMinor: 100 }),
      503,
      'GAME_MAINTENANCE',
    );
    expect((await put(false)).statusCode).toBe(200);
    tp.clock.advance(1_000);
    expect((await roundRequest(tp, { session: running, stakeMinor: 100 })).statusCode).toBe(200);
  });

  it('launches the free trial without a token: play money in the session, never the ledger', async () => {
    const ledger = await ledgerCount();
    const res = await launchRequest(tp, `nodeId=${slot.nodeId}&language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ trial: true });
    const token = new URL(res.json().value.url, 'http://x').searchParams.get('session') as string;
    expect(await sessionRow(token)).toMatchObject({
      accountId: null,
      trial: true,
      balanceMinor: trialBalanceMinor,
    });
    // Anyone may: a member's token and a trial account's are simply not needed.
    expect((await launchRequest(tp, `nodeId=${cq9.nodeId}`, undefined)).statusCode).toBe(200);
    let balance = trialBalanceMinor;
    for (let i = 0; i < 5; i += 1) {
      tp.clock.advance(400);
      const round = await roundRequest(tp, { session: token, stakeMinor: 1_000 });
      expect(round.statusCode).toBe(200);
      const value = round.json().value;
      balance = balance - 1_000 + value.winMinor;
      expect(value).toMatchObject({ trial: true, balanceMinor: balance, rounds: i + 1 });
    }
    expect(await ledgerCount()).toBe(ledger);
    // A game without a trial has none to launch.
    await expectRefusal(await launchRequest(tp, `nodeId=${noTrial.nodeId}`), 403, 'NO_FREE_TRIAL');
    await expectRefusal(
      await launchRequest(tp, `launchMode=LOTT&lottoGameCode=${vnLotto.gameCode}`),
      403,
      'NO_FREE_TRIAL',
    );
  });

  it('refuses free trials of unknown games, game-list cards and foreign back addresses, writing nothing', async () => {
    const before = await sessionsCount();
    await expectRefusal(await launchRequest(tp, 'nodeId=999999'), 404, 'NOT_FOUND');
    const hall = demoGames().find((game) => game.isGame === 0);
    await expectRefusal(await launchRequest(tp, `nodeId=${hall?.nodeId}`), 400, 'NOT_A_GAME');
    for (const backUrl of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      await expectRefusal(
        await launchRequest(tp, `nodeId=${slot.nodeId}&backUrl=${encodeURIComponent(backUrl)}`),
        400,
        'REDIRECT_NOT_ALLOWED',
      );
    }
    expect(await sessionsCount()).toBe(before);
  });

  it('opens the lottery lobby launch on its game, prize mode and view', async () => {
    const query = new URLSearchParams({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoGameCode: vnLotto.gameCode,
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/vnLottery',
      language: 'en',
    });
    const betting = await sessionRow(await launch(tp, query.toString(), member));
    expect(betting).toMatchObject({
      kind: 'lottery',
      nodeId: vnLotto.nodeId,
      prizeMode: 'ZY',
      view: 'betting',
      backUrl: '/vnLottery',
    });
    // The lobby view without a code opens the prize mode's first game.
    const lobby = await sessionRow(
      await launch(tp, 'launchMode=LOTT&lottoPrizeMode=SEA&lottoView=lobby', member),
    );
    expect(lobby).toMatchObject({ kind: 'lottery', prizeMode: 'SEA', view: 'lobby' });
    // The VN game is not one of the SEA mode's.
    await expectRefusal(
      await launchRequest(tp, `launchMode=LOTT&lottoPrizeMode=SEA&lottoGameCode=${vnLotto.gameCode}`, member),
      404,
      'NOT_FOUND',
    );
    // A lottery card launched by nodeId opens the draw game too.
    expect(await sessionRow(await launch(tp, `nodeId=${vnLotto.nodeId}`, member))).toMatchObject({
      kind: 'lottery',
      prizeMode: 'LOTT',
    });
  });

  const pageValue = async (token: string) => {
    const res = await tp.app.inject({ method: 'GET', url: `${paths.sandboxGamePage}?session=${token}` });
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().value as SandboxGamePageValue;
  };

  it('serves the game page, a static file framable by the portal, with its own script and no other resource', async () => {
    const en = await page(await launch(tp, `nodeId=${slot.nodeId}&language=en&backUrl=%2Frng`, member));
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(en.headers['cache-control']).toBe('no-store');
    const csp = String(en.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Arabic (right to left) until the page knows the session's language.
    expect(en.body).toContain('<html lang="ar" dir="rtl">');
    // No external resource, no inline script: one module of the platform's own, which it serves.
    expect(en.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    expect(en.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const scripts = [...en.body.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(scripts).toEqual([expect.stringMatching(/^\/sandbox\/pages\/assets\/game-[\w-]+\.js$/)]);
    const script = await tp.app.inject({ method: 'GET', url: scripts[0] ?? '' });
    expect(script.statusCode).toBe(200);
    // A JavaScript MIME type (the static files' application/javascript, as the portal's own scripts).
    expect(script.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(script.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(script.body).toContain('idempotency-key');
    // Its texts, in both languages, travel with it.
    for (const text of ['FREE TRIAL', 'Play draw', 'RTP {rtp}%', 'نسبة العائد {rtp}%'])
      expect(script.body).toContain(text);
    // A token of the right form that is no session's: the same page with 404; a malformed one: the envelope.
    expect((await page('A'.repeat(43))).statusCode).toBe(404);
    const bad = await page('short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
  });

  it("tells the page what the session shows, in the session's language", async () => {
    const en = await pageValue(await launch(tp, `nodeId=${slot.nodeId}&language=en&backUrl=%2Frng`, member));
    expect(en).toMatchObject({
      ended: false,
      lang: 'en',
      kind: 'slot',
      trial: false,
      backUrl: '/rng',
      slot: { rtp: 96.06 },
    });
    expect(await pageValue(await launch(tp, `nodeId=${slot.nodeId}&language=ar`, member))).toMatchObject({
      lang: 'ar',
      kind: 'slot',
    });
    const trialPage = await pageValue(await launch(tp, `nodeId=${slot.nodeId}&language=en`));
    expect(trialPage).toMatchObject({ trial: true, balanceMinor: trialBalanceMinor, currencySymbol: '$' });
    const lottery = await pageValue(
      await launch(tp, `launchMode=LOTT&lottoGameCode=${vnLotto.gameCode}&language=en`, member),
    );
    expect(lottery).toMatchObject({ kind: 'lottery', lottery: { current: { gameCode: vnLotto.gameCode } } });
    // A session that is over: the site's default language and the way back.
    expect(await pageValue('A'.repeat(43))).toEqual({ ended: true, lang: 'ar', backUrl: '/' });
    const bad = await tp.app.inject({ method: 'GET', url: `${paths.sandboxGamePage}?session=short` });
    expect(bad.statusCode).toBe(400);
  });

  it("ends a member's game sessions when the member logs out", async () => {
    const token = await loginAs(tp, 'agent1player1');
    const session = await launch(tp, `nodeId=${slot.nodeId}`, token);
    expect((await page(session)).statusCode).toBe(200);
    expect(
      (await tp.app.inject({ method: 'DELETE', url: paths.logout, headers: { token } })).statusCode,
    ).toBe(200);
    expect((await page(session)).statusCode).toBe(404);
    tp.clock.advance(1_000);
    await expectRefusal(await roundRequest(tp, { session, stakeMinor: 100 }), 401, 'GAME_SESSION_INVALID');
  });
});
