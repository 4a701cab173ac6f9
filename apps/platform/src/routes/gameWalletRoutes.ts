import {
  idempotencyKeyHeader,
  ok,
  paths,
  type MerchantWalletValue,
  type WalletTransferValue,
} from '@portal/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { vendors, wallets } from '../db/schema';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { idempotent } from '../ledger/idempotency';
import { mainWallet, playerWallet, transfer } from '../ledger/ledger';
import { readSetting } from '../system/siteSettings';
import { idempotencyKey } from './routeSchemas';

/** The wallet kind of a vendor wallet. */
const vendorKind = (accountTypeName: string) => `vendor:${accountTypeName}`;

/** A player's wallet for a vendor (its `accountTypeName`), made on first use. */
const vendorWallet = (db: Db, accountId: number, accountTypeName: string, currency: string) =>
  playerWallet(db, accountId, vendorKind(accountTypeName), currency);

/** A player's wallets by name ('main', or a vendor's accountTypeName), minor units. */
async function balancesOf(db: Db, accountId: number): Promise<Record<string, number>> {
  const rows = await db.select().from(wallets).where(eq(wallets.accountId, accountId));
  return Object.fromEntries(
    rows
      .filter((row) => row.kind === 'main' || row.kind.startsWith('vendor:'))
      .map((row) => [row.kind === 'main' ? 'main' : row.kind.slice('vendor:'.length), row.balance]),
  );
}

const walletName = v.pipe(
  v.string('errors.badInput'),
  v.trim(),
  v.regex(/^[A-Za-z0-9_]{1,32}$/, 'errors.badInput'),
);

/**
 * The merchant's wallet model and the transfers between a player's main wallet and vendor wallets
 * (spec section 7), through the ledger: only between one player's own wallets, idempotent.
 */
export function gameWalletRoutes(app: FastifyInstance, platform: Platform) {
  const { db, config } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.merchantWallet,
    summary: "The merchant's wallet model: isSingle (one wallet for every game) or a wallet per vendor",
    tags: ['wallet'],
    auth: 'session',
    handler: async (): Promise<MerchantWalletValue> => ({
      isSingle: (await readSetting(db, 'merchantWallet')).isSingle,
    }),
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.walletTransfer,
    summary:
      `Moves money between the main wallet ('main') and a vendor wallet (its accountTypeName), either way ` +
      `(${idempotencyKeyHeader} header required): 400 for an unknown wallet or amount, 409 INSUFFICIENT_FUNDS; ` +
      "answers every wallet's balance",
    tags: ['wallet'],
    auth: 'member',
    body: v.object({
      from: walletName,
      to: walletName,
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
      if (config.trialTypes.includes(account.type)) throw new ApiError('TRIAL_NOT_ALLOWED');
      // One side is the main wallet, the other a vendor's.
      const vendorSide = body.from === 'main' ? body.to : body.to === 'main' ? body.from : undefined;
      if (!vendorSide || vendorSide === 'main') throw new ApiError('BAD_INPUT');
      const [vendor] = await db
        .select({ accountTypeName: vendors.accountTypeName })
        .from(vendors)
        .where(eq(vendors.accountTypeName, vendorSide))
        .limit(1);
      if (!vendor) throw new ApiError('BAD_INPUT');
      const stored = await idempotent(
        db,
        { scope: `transfer:${account.id}`, key: key.output, request: body, now: platform.now() },
        async (tx) => {
          const main = await mainWallet(tx, account.id, account.currency);
          const other = await vendorWallet(tx, account.id, vendor.accountTypeName, account.currency);
          const toVendor = body.from === 'main';
          await transfer(tx, {
            from: toVendor ? main.id : other.id,
            to: toVendor ? other.id : main.id,
            amount: body.amountMinor,
            kind: 'wallet-transfer',
            reference: key.output,
          });
          const value: WalletTransferValue = { balances: await balancesOf(tx, account.id) };
          return { statusCode: 200, body: ok(value) };
        },
      );
      return reply.status(stored.statusCode).send(stored.body);
    },
  });
}
