import {
  calls,
  ok,
  type MerchantWalletValue,
  type WalletsValue,
  type WalletTransferValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findVendorByWallet } from '../catalogue/catalogue';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { idempotent } from '../ledger/idempotency';
import { memberWallets, recallToMain, transferWithVendor } from '../ledger/vendorWallets';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { languageQuery } from './routeSchemas';
import { refuseTrial } from '../accounts/refuseTrial';

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

  defineRoute(app, platform, calls.merchantWallet, {
    handler: async (): Promise<MerchantWalletValue> => ({
      isSingle: (await readSetting(db, 'merchantWallet')).isSingle,
    }),
  });

  defineRoute(app, platform, calls.walletTransfer, {
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
    handler: async ({ body, reply, idempotencyKey, member: { account } }) => {
      refuseTrial(config, account);
      // One side is the main wallet, the other a vendor's.
      const vendorSide = body.from === 'main' ? body.to : body.to === 'main' ? body.from : undefined;
      if (!vendorSide || vendorSide === 'main') throw new ApiError('BAD_INPUT');
      const vendor = await findVendorByWallet(db, vendorSide);
      if (!vendor) throw new ApiError('BAD_INPUT');
      const stored = await idempotent(
        db,
        { scope: `transfer:${account.id}`, key: idempotencyKey, request: body, now: platform.now() },
        async (tx) => {
          const balances = await transferWithVendor(tx, {
            accountId: account.id,
            currency: account.currency,
            vendor: vendor.accountTypeName,
            toVendor: body.from === 'main',
            amountMinor: body.amountMinor,
            reference: idempotencyKey,
          });
          const value: WalletTransferValue = { balances };
          return { statusCode: 200, body: ok(value) };
        },
      );
      return reply.status(stored.statusCode).send(stored.body);
    },
  });

  defineRoute(app, platform, calls.wallets, {
    query: v.object({ language: languageQuery }),
    handler: async ({ query, member: { account } }): Promise<WalletsValue> => {
      refuseTrial(config, account);
      const [{ isSingle }, site, all] = await Promise.all([
        readSetting(db, 'merchantWallet'),
        readSetting(db, 'site'),
        memberWallets(db, account.id),
      ]);
      // A single-wallet merchant's games play from the main wallet: there is nothing to move.
      const shown = isSingle ? all.slice(0, 1) : all;
      return {
        isSingle,
        currency: account.currency,
        currencySymbol: site.currencySymbol,
        wallets: shown.map(({ name, displayNameEn, displayNameAr, balanceMinor }) => ({
          name,
          displayName:
            name === 'main'
              ? ''
              : pick({ en: displayNameEn, ar: displayNameAr }, query.language ?? account.language),
          balanceMinor,
        })),
      };
    },
  });

  defineRoute(app, platform, calls.walletRecall, {
    handler: async ({ reply, idempotencyKey, member: { account } }) => {
      refuseTrial(config, account);
      const stored = await idempotent(
        db,
        { scope: `recall:${account.id}`, key: idempotencyKey, request: {}, now: platform.now() },
        async (tx) => {
          const balances = await recallToMain(tx, {
            accountId: account.id,
            currency: account.currency,
            reference: idempotencyKey,
          });
          const value: WalletTransferValue = { balances };
          return { statusCode: 200, body: ok(value) };
        },
      );
      return reply.status(stored.statusCode).send(stored.body);
    },
  });
}
