import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { gameRounds, gameSessions } from '../db/schema';
import { hashGameToken } from '../games/gameSessions';
import { demoGame } from '../testing/gameFlows';
import { applicationsByReference, ledgerBreaches, noBreaches } from '../testing/ledgerInvariants';
import {
  depositCall,
  launchOverHttp,
  roundCall,
  sendMoneyCall,
  transferCall,
  type MoneyCall,
} from '../testing/moneyCalls';
import {
  loggedInClient,
  startPlatformProcess,
  type HttpClient,
  type HttpResult,
} from '../testing/platformProcess';
import { createTemporaryPostgres } from '../testing/temporaryPostgres';

const databaseUrl = process.env.DATABASE_URL;
const player = 'agent1player1';
const slot = demoGame((game) => game.vassalage === 'PG' && game.gameType === 'RNG');
const transfers = 60;
const rounds = 30;

interface Case {
  name: string;
  /** The environment of the platform process, and how the test opens the same database afterwards. */
  prepare(): Promise<{ env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> }>;
}

const cases: Case[] = [
  {
    name: 'PGlite on disk',
    async prepare() {
      const dir = mkdtempSync(join(tmpdir(), 'portal-chaos-'));
      return {
        env: { DATA_DIR: dir },
        open: () => openDatabase({ dataDir: dir }),
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(databaseUrl
    ? [
        {
          name: 'PostgreSQL',
          async prepare() {
            const database = await createTemporaryPostgres(databaseUrl);
            return {
              env: { DATABASE_URL: database.url },
              open: () => openDatabase({ url: database.url }),
              dispose: () => database.drop(),
            };
          },
        },
      ]
    : []),
];

/** Sends every call at once and kills the process with SIGKILL as soon as `killAfter` of them answered. */
async function burstThenKill(
  api: HttpClient,
  calls: MoneyCall[],
  killAfter: number,
  kill: () => Promise<void>,
) {
  let answered = 0;
  let killed: Promise<void> | undefined;
  const results = await Promise.allSettled(
    calls.map(async (call) => {
      const res = await sendMoneyCall(api, call);
      answered += 1;
      if (answered >= killAfter) killed ??= kill();
      return res;
    }),
  );
  await (killed ?? kill());
  return results;
}

describe.each(cases)(
  'money calls cut off by kill -9, then retried, on $name',
  { timeout: 180_000 },
  (testCase) => {
    let setup: Awaited<ReturnType<Case['prepare']>>;
    beforeAll(async () => {
      setup = await testCase.prepare();
    }, 60_000);
    afterAll(async () => setup?.dispose(), 60_000);

    it('applies every key exactly once: the cut-off ones once on retry, the answered ones replayed', async () => {
      let node = await startPlatformProcess(setup.env);
      let api: HttpClient;
      let sessions: string[];
      const calls: MoneyCall[] = [];
      let first: PromiseSettledResult<HttpResult>[];
      try {
        const login = await loggedInClient(node.url, player);
        api = login.api;
        const deposit = depositCall(transfers * 100 + rounds * 100 + 10_000);
        expect((await sendMoneyCall(api, deposit)).status).toBe(200);
        sessions = [];
        for (let i = 0; i < rounds; i += 1) sessions.push(await launchOverHttp(api, slot.nodeId));
        for (let i = 0; i < transfers; i += 1) calls.push(transferCall('PG_WALLET', 100));
        for (const session of sessions) calls.push(roundCall(session, 100));
        first = await burstThenKill(api, calls, 5, () => node.kill());
      } catch (error) {
        await node.stop();
        throw error;
      }
      expect(node.exited()).toBe(true);
      const cutOff = first.filter((result) => result.status === 'rejected').length;
      // The kill came mid-burst: some answered, some were cut off (a lost connection, as a client sees it).
      expect(cutOff).toBeGreaterThan(0);

      node = await startPlatformProcess(setup.env);
      try {
        const again = (await loggedInClient(node.url, player)).api;
        for (const [index, call] of calls.entries()) {
          const retry = await sendMoneyCall(again, call);
          expect(retry.status, `${call.key}: ${JSON.stringify(retry.json)}`).toBe(200);
          const before = first[index]!;
          // An answer the client already had is replayed as it was.
          if (before.status === 'fulfilled' && before.value.status === 200) {
            expect(retry.json).toEqual(before.value.json);
          }
        }
      } finally {
        await node.stop();
      }

      const database = await setup.open();
      try {
        const { db } = database;
        const applied = await applicationsByReference(db, 'wallet-transfer');
        for (const call of calls.slice(0, transfers)) expect(applied.get(call.key), call.key).toBe(1);
        for (const session of sessions!) {
          const [row] = await db
            .select({ id: gameSessions.id, rounds: gameSessions.rounds })
            .from(gameSessions)
            .where(eq(gameSessions.tokenHash, hashGameToken(session)));
          const played = await db
            .select({ n: sql<number>`count(*)` })
            .from(gameRounds)
            .where(eq(gameRounds.sessionId, row!.id));
          expect(Number(played[0]!.n)).toBe(1);
          expect(row!.rounds).toBe(1);
        }
        expect(await ledgerBreaches(db)).toEqual(noBreaches);
      } finally {
        await database.close();
      }
    });
  },
);
