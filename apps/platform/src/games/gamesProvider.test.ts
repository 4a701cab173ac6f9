import { paths, type SandboxRoundValue } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/database';
import { findMainWallet } from '../ledger/ledger';
import { sandboxGames } from '../sandbox/sandboxGames';
import { loginAs } from '../testing/flows';
import { demoGame, launch, launchRequest } from '../testing/gameFlows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { findGameSession } from './gameSessions';
import type { GamesProvider } from './gamesProvider';

const slot = demoGame((game) => game.vassalage === 'PG' && game.gameType === 'RNG' && game.freeplay === 1);

describe('the games provider chosen by configuration', () => {
  it('is the sandbox unless GAMES_PROVIDER names another adapter, and an unknown name stops the start', () => {
    expect(loadConfig({}).gamesProvider).toBe('sandbox');
    expect(loadConfig({ GAMES_PROVIDER: 'sandbox' }).gamesProvider).toBe('sandbox');
    expect(() => loadConfig({ GAMES_PROVIDER: 'aggregator-x' })).toThrow(ConfigError);
  });
});

describe.each(databaseCases())('the sandbox games through the games port on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    member = await loginAs(tp, 'demomember');
  });
  afterAll(() => tp.close());

  /** Swaps the platform's games provider for the length of one test (the routes read it per request). */
  async function withProvider(provider: GamesProvider, run: () => Promise<void>) {
    tp.platform.games = provider;
    try {
      await run();
    } finally {
      tp.platform.games = sandboxGames;
    }
  }

  it('createPlatform chooses the sandbox games, whose launch URL is its own game page', async () => {
    expect(tp.platform.games).toBe(sandboxGames);
    const res = await launchRequest(tp, `nodeId=${slot.nodeId}`, member);
    const { url } = res.json().value;
    const token = new URL(url, 'http://platform.test').searchParams.get('session') ?? '';
    expect(url).toBe(
      await sandboxGames.launchUrl({
        token,
        session: { nodeId: slot.nodeId, kind: 'slot', trial: false, language: 'ar', backUrl: '/' },
        gameCode: slot.gameCode,
        vendorCode: slot.vassalage,
      }),
    );
    expect(url).toBe(`${paths.sandboxGame}?session=${token}`);
  });

  it('draws the page and settles a round (stake out, win in, one ledger transaction) through the port', async () => {
    const token = await launch(tp, `nodeId=${slot.nodeId}&language=en`, member);
    const session = await findGameSession(tp.platform, token);
    if (!session) throw new Error('The launch made no session.');
    expect(await sandboxGames.page?.(tp.platform, session)).toMatchObject({
      ended: false,
      lang: 'en',
      kind: 'slot',
      trial: false,
    });
    const account = await findAccountByUsername(tp.platform.db, 'demomember');
    const before = (await findMainWallet(tp.platform.db, account?.id ?? 0))?.balance ?? 0;
    const value: SandboxRoundValue = await tp.platform.db.transaction((tx) =>
      tp.platform.games.settleRound(tp.platform, tx as unknown as Db, session, { stakeMinor: 100 }),
    );
    expect(value).toMatchObject({ stakeMinor: 100, trial: false, rounds: 1 });
    expect(value.outcome.kind).toBe('slot');
    expect(value.balanceMinor).toBe(before - 100 + value.winMinor);
    expect((await findMainWallet(tp.platform.db, account?.id ?? 0))?.balance).toBe(value.balanceMinor);
  });

  it('opens what another provider names, and refuses a vendor the provider has under maintenance', async () => {
    const aggregator: GamesProvider = {
      ...sandboxGames,
      name: 'aggregator',
      launchUrl: ({ token, gameCode, session }) =>
        `https://games.aggregator.example/launch?game=${gameCode}&player=${token}&lang=${session.language}`,
      page: undefined,
    };
    await withProvider(aggregator, async () => {
      const opened = await launchRequest(tp, `nodeId=${slot.nodeId}&language=en`, member);
      expect(opened.json().value.url).toMatch(
        new RegExp(
          `^https://games\\.aggregator\\.example/launch\\?game=${slot.gameCode}&player=[\\w-]{43}&lang=en$`,
        ),
      );
      // Its games have their own pages: the platform's sandbox page is no page of theirs.
      const token = new URL(opened.json().value.url).searchParams.get('player');
      const page = await tp.app.inject({ method: 'GET', url: `${paths.sandboxGame}?session=${token}` });
      expect(page.statusCode).toBe(404);
      const model = await tp.app.inject({ method: 'GET', url: `${paths.sandboxGamePage}?session=${token}` });
      expect(model.statusCode).toBe(404);
      expect(model.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
    await withProvider(
      { ...sandboxGames, vendorUnderMaintenance: async (vendor) => vendor === slot.vassalage },
      async () => {
        const refused = await launchRequest(tp, `nodeId=${slot.nodeId}`, member);
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
      },
    );
    expect((await launchRequest(tp, `nodeId=${slot.nodeId}`, member)).statusCode).toBe(200);
  });
});
