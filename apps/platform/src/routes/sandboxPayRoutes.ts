import { calls, type SandboxPayPageValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { languageFor } from '../content/languageFor';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { sendBuiltPage } from '../http/sendBuiltPage';
import { acceptPaymentWebhook } from '../payments/acceptPaymentWebhook';
import { depositByReference, depositRecordOf } from '../payments/depositRecords';
import type { PaymentsPort } from '../providers/payments/PaymentsPort';
import { readSetting } from '../system/siteSettings';
import { depositReference, languageQuery } from './routeSchemas';

/** The sandbox PSP's intent ids: `pi_` and 16 base64url characters. */
const intentQuery = {
  intent: v.pipe(v.string('errors.badInput'), v.regex(/^pi_[A-Za-z0-9_-]{16}$/, 'errors.badInput')),
};

/**
 * The sandbox payment provider's side, served by the platform in sandbox mode: its hosted page (a static
 * page that asks `sandboxPayPage` what to show), the player's choice there, and its chain's confirmations
 * of crypto payments. Each choice makes the signed webhook a real PSP would send, and the platform takes
 * it through the same check as any delivery.
 */
export function sandboxPayRoutes(app: FastifyInstance, platform: Platform) {
  /** The sandbox side of the payments port: absent when a real PSP is configured. */
  const sandboxOf = (): NonNullable<PaymentsPort['sandbox']> => {
    const sandbox = platform.payments.sandbox;
    if (!sandbox) throw new ApiError('NOT_FOUND');
    return sandbox;
  };

  defineRoute(app, platform, calls.sandboxPay, {
    query: v.object({ ...intentQuery, lang: languageQuery }),
    handler: async ({ query, reply }) => {
      const intent = await sandboxOf().describeIntent(query.intent);
      return sendBuiltPage(reply, 'pay', intent ? 200 : 404);
    },
  });

  defineRoute(app, platform, calls.sandboxPayPage, {
    query: v.object({ ...intentQuery, lang: languageQuery }),
    handler: async ({ query, reply }): Promise<SandboxPayPageValue> => {
      const intent = await sandboxOf().describeIntent(query.intent);
      if (!intent) throw new ApiError('NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return {
        lang: await languageFor(platform.db, query.lang ?? intent.language),
        intent: intent.intentId,
        merchant: (await readSetting(platform.db, 'site')).mainDomain,
        amountMinor: intent.amountMinor,
        currency: intent.currency,
        expiresAt: new Date(intent.expiresAt).toISOString(),
        open: intent.open,
        returnUrl: intent.returnUrl,
      };
    },
  });

  defineRoute(app, platform, calls.sandboxPayChoice, {
    body: v.object({ ...intentQuery, outcome: v.picklist(['pay', 'decline', 'abandon'], 'errors.badInput') }),
    handler: async ({ body, request }) => {
      const sandbox = sandboxOf();
      const intent = await sandbox.describeIntent(body.intent);
      if (!intent) throw new ApiError('NOT_FOUND');
      if (!intent.open) throw new ApiError('PAYMENT_CLOSED');
      // Leaving the page sends nothing: the deposit waits until it expires, as with a real PSP.
      if (body.outcome !== 'abandon') {
        const outcome = body.outcome === 'pay' ? 'succeeded' : 'failed';
        await acceptPaymentWebhook(
          platform,
          await sandbox.completeDeposit(intent.intentId, outcome),
          request.log,
        );
      }
      return { returnUrl: intent.returnUrl };
    },
  });

  defineRoute(app, platform, calls.sandboxCryptoConfirm, {
    body: v.object({
      reference: depositReference,
    }),
    handler: async ({ body, request }) => {
      const row = await depositByReference(platform.db, body.reference);
      if (!row || row.channel !== 'crypto' || !row.intentId) throw new ApiError('NOT_FOUND');
      const sandbox = sandboxOf();
      const intent = await sandbox.describeIntent(row.intentId);
      if (!intent?.open || row.status !== 'pending') throw new ApiError('PAYMENT_CLOSED');
      await acceptPaymentWebhook(platform, await sandbox.confirmCrypto(row.intentId), request.log);
      return depositRecordOf((await depositByReference(platform.db, row.reference)) ?? row);
    },
  });
}
