import { accounts } from '../db/schema';
import { hashPassword } from '../accounts/passwords';
import { houseWallet, mainWallet, transfer } from '../ledger/ledger';
import { createSession } from '../sessions/sessions';
import type { TestPlatform } from './testPlatform';

let members = 0;

/**
 * A new member with a session, so every test starts from its own account: an empty main wallet unless
 * `balanceMinor` is credited (from the house's promotions, as the seed credits), a login password only
 * when `password` is given.
 */
export async function newMember(
  tp: TestPlatform,
  options: { prefix?: string; balanceMinor?: number; password?: string; language?: string } = {},
): Promise<{ id: number; token: string; username: string }> {
  const username = `${options.prefix ?? 'member'}${++members}x${Date.now().toString(36)}`;
  const [row] = await tp.platform.db
    .insert(accounts)
    .values({
      username,
      usernameKey: username,
      passwordHash: options.password ? await hashPassword(options.password) : 'unused',
      type: 0,
      language: options.language ?? 'en',
      currency: 'USD',
    })
    .returning({ id: accounts.id });
  const id = row!.id;
  if (options.balanceMinor) {
    const house = await houseWallet(tp.platform.db, 'promotions', 'USD');
    const main = await mainWallet(tp.platform.db, id, 'USD');
    await transfer(tp.platform.db, {
      from: house.id,
      to: main.id,
      amount: options.balanceMinor,
      kind: 'promotion',
    });
  }
  return { id, token: await createSession(tp.platform, id), username };
}
