import { randomBytes } from 'node:crypto';
import { idempotencyKeyHeader, paths, type LaunchValue } from '@portal/api';
import type { HttpClient, HttpResult } from './platformProcess';

/** A money call as a client makes it: its idempotency key and body, kept to be sent again as a retry. */
export interface MoneyCall {
  path: string;
  key: string;
  body: Record<string, unknown>;
}

/** Keys unique per run and per process, so runs against a shared database never collide. */
export const uniqueKey = (label: string) => `${label}-${randomBytes(9).toString('base64url')}`;

export const sendMoneyCall = (api: HttpClient, call: MoneyCall): Promise<HttpResult> =>
  api.post(call.path, call.body, { [idempotencyKeyHeader]: call.key });

/** A sandbox cashier deposit (sandbox routes on). */
export const depositCall = (amountMinor: number): MoneyCall => ({
  path: paths.sandboxCashier,
  key: uniqueKey('deposit'),
  body: { type: 'deposit', amountMinor },
});

/** A transfer from the main wallet to a vendor's wallet. */
export const transferCall = (to: string, amountMinor: number): MoneyCall => ({
  path: paths.walletTransfer,
  key: uniqueKey('transfer'),
  body: { from: 'main', to, amountMinor },
});

/** A round of a launched game session (its session token), with a stake. */
export const roundCall = (session: string, stakeMinor: number): MoneyCall => ({
  path: paths.sandboxGameRound,
  key: uniqueKey('round'),
  body: { session, stakeMinor },
});

/** Launches a game for the logged-in client and returns its game session token. */
export async function launchOverHttp(api: HttpClient, nodeId: number): Promise<string> {
  const res = await api.get<LaunchValue>(`${paths.launchGame}?nodeId=${nodeId}`);
  if (res.status !== 200 || !res.json.value)
    throw new Error(`launch answered ${res.status} ${JSON.stringify(res.json)}`);
  const session = new URL(res.json.value.url, 'http://platform.test').searchParams.get('session');
  if (!session) throw new Error('The launch url has no session.');
  return session;
}
