import { calls, type BalanceValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountById } from '../accounts/accounts';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { idempotent } from '../ledger/idempotency';
import { formatMinor, houseWallet, mainWallet, transfer, type Wallet } from '../ledger/ledger';
import { resolveSessionWithMainWallet } from '../sessions/resolveSessionWithMainWallet';
import { readSetting } from '../system/siteSettings';

export function walletRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  const balanceValue = async (wallet: Wallet, executor: Db = db): Promise<BalanceValue> => ({
    balanceMinor: wallet.balance,
    balance: formatMinor(wallet.balance),
    currency: wallet.currency,
    currencySymbol: (await readSetting(executor, 'site')).currencySymbol,
  });

  defineRoute(app, platform, calls.balance, {
    // A logged-in page's hottest call: the session and the wallet in one query.
    resolveSession: resolveSessionWithMainWallet,
    handler: async ({ session }) => {
      if (session.mainWallet) return balanceValue(session.mainWallet);
      // No wallet yet (a new account): it is made in the account's currency.
      const account = await findAccountById(db, session.accountId);
      if (!account) throw new ApiError('NOT_LOGGED_IN');
      return balanceValue(await mainWallet(db, account.id, account.currency));
    },
  });

  defineRoute(app, platform, calls.sandboxCashier, {
    body: v.object({
      type: v.picklist(['deposit', 'withdraw'], 'errors.badInput'),
      amountMinor: v.pipe(
        v.number('errors.badInput'),
        v.safeInteger('errors.badInput'),
        v.minValue(1, 'errors.badInput'),
        v.maxValue(100_000_000, 'errors.badInput'),
      ),
    }),
    handler: async ({ body, reply, idempotencyKey, member: { account } }) => {
      if (platform.config.trialTypes.includes(account.type)) throw new ApiError('TRIAL_NOT_ALLOWED');
      const stored = await idempotent(
        db,
        { scope: `cashier:${account.id}`, key: idempotencyKey, request: body, now: platform.now() },
        async (tx) => {
          const player = await mainWallet(tx, account.id, account.currency);
          const cashier = await houseWallet(tx, 'cashier', account.currency);
          const deposit = body.type === 'deposit';
          const { transactionId } = await transfer(tx, {
            from: deposit ? cashier.id : player.id,
            to: deposit ? player.id : cashier.id,
            amount: body.amountMinor,
            kind: `sandbox-${body.type}`,
            reference: idempotencyKey,
          });
          return {
            statusCode: 200,
            body: {
              success: true,
              value: {
                transactionId,
                ...(await balanceValue(await mainWallet(tx, account.id, account.currency), tx)),
              },
            },
          };
        },
      );
      return reply.status(stored.statusCode).send(stored.body);
    },
  });
}
