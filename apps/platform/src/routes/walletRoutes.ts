import { idempotencyKeyHeader, paths, type BalanceValue } from '@portal/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountById } from '../accounts/accounts';
import type { Platform } from '../context';
import { wallets } from '../db/schema';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { idempotent } from '../ledger/idempotency';
import { formatMinor, houseWallet, mainWallet, transfer } from '../ledger/ledger';
import { readSetting } from '../system/siteSettings';
import { idempotencyKey } from './routeSchemas';

export function walletRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  const balanceOf = async (accountId: number, currency: string): Promise<BalanceValue> => {
    const [wallet, site] = await Promise.all([mainWallet(db, accountId, currency), readSetting(db, 'site')]);
    return {
      balanceMinor: wallet.balance,
      balance: formatMinor(wallet.balance),
      currency: wallet.currency,
      currencySymbol: site.currencySymbol,
    };
  };

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.balance,
    summary: "The member's main wallet balance (minor units and 2 decimals)",
    tags: ['wallet'],
    // The hottest read of a logged-in page: the session and one query, no account load.
    auth: 'session',
    handler: async ({ session }) => {
      const [row] = await db
        .select({ balance: wallets.balance, currency: wallets.currency })
        .from(wallets)
        .where(and(eq(wallets.accountId, session.accountId), eq(wallets.kind, 'main')));
      if (row) {
        const site = await readSetting(db, 'site');
        return {
          balanceMinor: row.balance,
          balance: formatMinor(row.balance),
          currency: row.currency,
          currencySymbol: site.currencySymbol,
        } satisfies BalanceValue;
      }
      const account = await findAccountById(db, session.accountId);
      if (!account) throw new ApiError('NOT_LOGGED_IN');
      return balanceOf(account.id, account.currency);
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.sandboxCashier,
    summary: `Sandbox only: deposits to or withdraws from the main wallet through the ledger (${idempotencyKeyHeader} header required)`,
    tags: ['sandbox', 'wallet'],
    auth: 'member',
    sandboxOnly: true,
    body: v.object({
      type: v.picklist(['deposit', 'withdraw'], 'errors.badInput'),
      amountMinor: v.pipe(
        v.number('errors.badInput'),
        v.safeInteger('errors.badInput'),
        v.minValue(1, 'errors.badInput'),
        v.maxValue(100_000_000, 'errors.badInput'),
      ),
    }),
    handler: async ({ body, request, reply, member: { account } }) => {
      const key = v.safeParse(idempotencyKey, request.headers[idempotencyKeyHeader]);
      if (!key.success) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
      if (platform.config.trialTypes.includes(account.type)) throw new ApiError('TRIAL_NOT_ALLOWED');
      const stored = await idempotent(
        db,
        { scope: `cashier:${account.id}`, key: key.output, request: body, now: platform.now() },
        async () => {
          const [player, cashier] = await Promise.all([
            mainWallet(db, account.id, account.currency),
            houseWallet(db, 'cashier', account.currency),
          ]);
          const deposit = body.type === 'deposit';
          const { transactionId } = await transfer(db, {
            from: deposit ? cashier.id : player.id,
            to: deposit ? player.id : cashier.id,
            amount: body.amountMinor,
            kind: `sandbox-${body.type}`,
            reference: key.output,
          });
          return {
            statusCode: 200,
            body: {
              success: true,
              value: { transactionId, ...(await balanceOf(account.id, account.currency)) },
            },
          };
        },
      );
      return reply.status(stored.statusCode).send(stored.body);
    },
  });
}
