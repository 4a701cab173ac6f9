import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { applicationsByReference, ledgerBreaches, noBreaches } from '../testing/ledgerInvariants';
import { depositCall, sendMoneyCall, transferCall, type MoneyCall } from '../testing/moneyCalls';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from '../testing/ownPostgres';
import {
  client,
  loggedInClient,
  startPlatformProcess,
  type HttpClient,
  type PlatformProcess,
} from '../testing/platformProcess';

const player = 'agent1player1';
/** The load: a few clients at once, each sending its next call as soon as the last one answered. */
const workers = 4;
const maxCallsPerWorker = 400;
const recoveryBudgetMs = 5_000;

/** Waits until `probe` is true, at most `withinMs` (vitest's own polling); resolves with how long it took. */
async function until(probe: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  await vi.waitFor(
    async () => {
      if (!(await probe().catch(() => false))) throw new Error(`Not yet, after ${Date.now() - started} ms.`);
    },
    { timeout: withinMs, interval: 50 },
  );
  return Date.now() - started;
}

describe.skipIf(!postgresBinDir())(
  'a PostgreSQL restart under a load of money calls',
  { timeout: 180_000 },
  () => {
    let server: OwnPostgres;
    let node: PlatformProcess;
    beforeAll(async () => {
      server = await startOwnPostgres();
      node = await startPlatformProcess({ DATABASE_URL: server.url });
    }, 120_000);
    afterAll(async () => {
      await node?.stop();
      await server?.destroy();
    }, 60_000);

    it('keeps the process up, answers 503 envelopes meanwhile, recovers within 5 s, and loses or doubles nothing', async () => {
      const { api } = await loggedInClient(node.url, player);
      expect((await sendMoneyCall(api, depositCall(workers * maxCallsPerWorker * 100))).status).toBe(200);

      const sent: Array<{ call: MoneyCall; status: number | 'network'; code?: string }> = [];
      let running = true;
      const load = async (each: HttpClient) => {
        for (let i = 0; i < maxCallsPerWorker && running; i += 1) {
          const call = transferCall('PG_WALLET', 100);
          try {
            const res = await sendMoneyCall(each, call);
            sent.push({ call, status: res.status, code: res.json.code });
          } catch {
            sent.push({ call, status: 'network' });
          }
        }
      };
      const loads = Array.from({ length: workers }, () => load(api));
      // Some calls go through before the restart.
      await until(async () => sent.some((each) => each.status === 200), 10_000);
      await server.stop();
      const health = client(node.url);
      // While the database is down the process answers, and says it is not ready.
      expect((await health.get(paths.healthz)).status).toBe(200);
      const down = await health.get(paths.readyz);
      expect(down.status).toBe(503);
      expect(down.json).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      const failedWhileDown = await sendMoneyCall(api, transferCall('PG_WALLET', 100));
      expect(failedWhileDown.status).toBe(503);
      expect(failedWhileDown.json).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      expect(failedWhileDown.headers.get('retry-after')).toMatch(/^\d+$/);

      await server.start();
      const recoveredInMs = await until(
        async () => (await health.get(paths.readyz)).status === 200,
        recoveryBudgetMs,
      );
      expect(recoveredInMs).toBeLessThanOrEqual(recoveryBudgetMs);
      // A money call goes through again, and the load ends.
      await until(
        async () => (await sendMoneyCall(api, transferCall('PG_WALLET', 100))).status === 200,
        5_000,
      );
      running = false;
      await Promise.all(loads);

      expect(node.exited()).toBe(false);
      // Every answer was the envelope with a truthful status: applied, or unavailable (retry).
      const statuses = new Set(sent.map((each) => each.status));
      for (const status of statuses) expect([200, 503]).toContain(status);
      expect(sent.filter((each) => each.status === 503).every((each) => each.code === 'UNAVAILABLE')).toBe(
        true,
      );

      // The client retries what did not answer 200, with the same key and body: each applies once.
      for (const each of sent.filter((item) => item.status !== 200)) {
        const retry = await sendMoneyCall(api, each.call);
        expect(retry.status, JSON.stringify(retry.json)).toBe(200);
      }
      const database = await openDatabase({ url: server.url });
      try {
        const applied = await applicationsByReference(database.db, 'wallet-transfer');
        for (const each of sent) expect(applied.get(each.call.key), each.call.key).toBe(1);
        expect(await ledgerBreaches(database.db)).toEqual(noBreaches);
      } finally {
        await database.close();
      }
    });
  },
);
