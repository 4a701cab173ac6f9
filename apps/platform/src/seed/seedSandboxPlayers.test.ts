import { paths } from '@portal/api';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, gameRounds, ledgerEntries, ledgerTransactions, wallets } from '../db/schema';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { demoAccounts, seedDemoBrand } from './seedDemoBrand';
import { sandboxPlayers } from './seedSandboxPlayers';

describe.each(databaseCases())('the sandbox players on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { sandboxPlayers: true });
  }, 120_000);
  afterAll(() => tp.close());

  const roundCount = async () => (await tp.platform.db.select({ n: count() }).from(gameRounds))[0]?.n ?? 0;

  it('play real rounds through the ledger at seed time, once', async () => {
    const { db } = tp.platform;
    const rounds = await roundCount();
    expect(rounds).toBeGreaterThan(200);
    expect(rounds).toBeLessThanOrEqual(sandboxPlayers.reduce((sum, player) => sum + player.rounds, 0));
    // Each round is a ledger transaction of the player's main wallet and the house, summing to zero.
    const unbalanced = await db.execute(sql`
      select r.id from ${gameRounds} r
      join ${ledgerEntries} e on e.transaction_id = r.transaction_id
      group by r.id having sum(e.amount) <> 0 or count(*) not in (2, 4)`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    const kinds = await db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'game-round'));
    expect(kinds[0]?.n).toBe(rounds);
    // Each player's balance is the opening credit plus what the rounds won minus what they staked.
    for (const player of sandboxPlayers) {
      const [account] = await db.select().from(accounts).where(eq(accounts.username, player.username));
      const [totals] = await db
        .select({ net: sql<string>`coalesce(sum(${gameRounds.winMinor} - ${gameRounds.stakeMinor}), 0)` })
        .from(gameRounds)
        .where(eq(gameRounds.accountId, account?.id ?? 0));
      const [wallet] = await db
        .select()
        .from(wallets)
        .where(eq(wallets.accountId, account?.id ?? 0));
      expect(wallet?.balance, player.username).toBe(player.balanceMinor + Number(totals?.net));
    }
    // Seeding again plays no more.
    await seedDemoBrand(tp.platform, { sandboxPlayers: true });
    expect(await roundCount()).toBe(rounds);
  });

  it("fill the winner board with their real wins, and leave the demo accounts' money alone", async () => {
    const res = await tp.app.inject({
      method: 'GET',
      url: `${paths.rankList}?gameCategory=ALL&language=en&limitNum=20`,
    });
    const list = res.json().value.list as Array<{ vo: { winAmount: number; name: string } }>;
    expect(list).toHaveLength(20);
    const amounts = list.map((entry) => entry.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const masked = new Set(
      sandboxPlayers.map((player) => `${player.username.slice(0, 2)}***${player.username.at(-1)}`),
    );
    expect(list.every((entry) => masked.has(entry.vo.name))).toBe(true);
    const [top] = await tp.platform.db
      .select({ max: sql<string>`max(${gameRounds.winMinor})` })
      .from(gameRounds);
    expect(amounts[0]).toBe(Number(top?.max));
    const demo = await tp.platform.db
      .select({ username: accounts.username, balance: wallets.balance })
      .from(accounts)
      .innerJoin(wallets, eq(wallets.accountId, accounts.id))
      .where(
        inArray(
          accounts.username,
          demoAccounts.map((account) => account.username),
        ),
      );
    for (const row of demo) {
      expect(row.balance, row.username).toBe(
        demoAccounts.find((account) => account.username === row.username)?.balanceMinor,
      );
    }
  });
});
