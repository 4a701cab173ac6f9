/** The wallet calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type { BalanceValue } from '../contract/member';
import { paths } from '../paths';

export const balance = defineCall<void, BalanceValue>()({
  name: 'balance',
  method: 'GET',
  path: paths.balance,
  // The hottest read of a logged-in page: the session and one query, no account load.
  auth: 'session',
});

export const sandboxCashier = defineCall<ApiQuery, unknown>()({
  name: 'sandboxCashier',
  method: 'POST',
  path: paths.sandboxCashier,
  auth: 'member',
  idempotent: true,
  sandboxOnly: true,
});
