import {
  calls,
  cashierPaths,
  depositChannels,
  type DepositChannelsValue,
  type DepositsValue,
  ok,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { failure } from '../http/failureResponses';
import { languageOf } from '../http/languageOf';
import { operatorFailures, operatorGuard } from '../http/operatorAuth';
import { routeFailures } from '../http/routeFailures';
import { routeOperation } from '../http/routeOperation';
import { acceptPaymentWebhook } from '../payments/acceptPaymentWebhook';
import {
  depositByReference,
  depositDetailsOf,
  depositRecordOf,
  expireDeposits,
  findDeposit,
  listDeposits,
} from '../payments/depositRecords';
import { approveDeposit, rejectDeposit } from '../payments/settleDeposit';
import { openDepositChannels, startDeposit } from '../payments/startDeposit';
import { WebhookRejectedError } from '../providers/payments/WebhookRejectedError';
import { readSetting } from '../system/siteSettings';
import { bounded, depositReference, wholeQuery } from './routeSchemas';
import { refuseTrial } from '../accounts/refuseTrial';

const reference = depositReference;

/** The largest webhook body a PSP sends (its events are small JSON documents). */
const webhookBodyLimit = 64 * 1024;

/**
 * The cashier: the deposit channels, starting a deposit, the member's deposits, the payment provider's
 * signed webhooks and the operator's settlement of bank transfers. Money moves only when a deposit is
 * settled (`payments/settleDeposit.ts`), once per deposit.
 */
export function cashierRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.depositChannels, {
    handler: async ({ member: { account } }): Promise<DepositChannelsValue> => {
      refuseTrial(platform.config, account);
      const channels = await openDepositChannels(platform);
      return {
        currency: account.currency,
        currencySymbol: (await readSetting(db, 'site')).currencySymbol,
        channels: channels.map(({ channel, minMinor, maxMinor }) => ({ channel, minMinor, maxMinor })),
      };
    },
  });

  defineRoute(app, platform, calls.depositStart, {
    body: v.object({
      channel: v.picklist(depositChannels, 'errors.badInput'),
      // The channel's limits are checked with the shared rule once the channel is known.
      amountMinor: v.pipe(v.number('errors.badInput'), v.safeInteger('errors.badInput')),
      returnUrl: v.pipe(v.string('errors.badInput'), v.minLength(1, 'errors.badInput'), bounded(2048)),
    }),
    handler: async ({ body, request, reply, member, idempotencyKey }) => {
      const language = languageOf(request.headers['accept-language']);
      // The sandbox PSP's page is on the platform: its address is absolute, as a real PSP's is.
      const origin = `${request.protocol}://${request.host}`;
      const stored = await startDeposit(platform, member.account, body, { idempotencyKey, language, origin });
      return reply.status(stored.statusCode).send(stored.body);
    },
  });

  defineRoute(app, platform, calls.depositRecord, {
    query: v.object({ reference }),
    handler: async ({ query, member: { account } }) => {
      await expireDeposits(db, account.id, platform.now());
      const row = await findDeposit(db, account.id, query.reference);
      if (!row) throw new ApiError('NOT_FOUND');
      return depositDetailsOf(row);
    },
  });

  defineRoute(app, platform, calls.deposits, {
    query: v.object({
      before: v.optional(reference),
      pageSize: v.optional(wholeQuery(1, 100), '20'),
    }),
    handler: async ({ query, member: { account } }): Promise<DepositsValue> => {
      await expireDeposits(db, account.id, platform.now());
      const { rows, more } = await listDeposits(db, account.id, query);
      const last = rows.at(-1);
      return { list: rows.map(depositRecordOf), ...(more && last ? { next: last.reference } : {}) };
    },
  });

  // The PSP signs the exact bytes it sends: this route keeps them (its own JSON parser), checks them
  // through the payments port, and only then reads the event.
  void app.register(async (scope) => {
    // This scope's own JSON parser: the platform's would turn the bytes into an object first.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      cashierPaths.paymentsWebhook,
      {
        schema: routeOperation({
          operationId: 'paymentsWebhook',
          summary:
            "The payment provider's signed webhook: a deposit paid, declined or confirming settles once, whatever the retries",
          tags: ['cashier'],
          failures: routeFailures(cashierPaths.paymentsWebhook, [
            failure(
              'BAD_REQUEST',
              'a missing or bad signature, a stale timestamp, a replay or an unreadable body',
            ),
          ]),
        }),
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new ApiError('BAD_REQUEST');
        try {
          await acceptPaymentWebhook(
            platform,
            { rawBody: request.body, headers: request.headers },
            request.log,
          );
        } catch (error) {
          if (!(error instanceof WebhookRejectedError)) throw error;
          request.log.warn({ reason: error.reason }, 'payment webhook rejected');
          throw new ApiError('BAD_REQUEST');
        }
        return ok({ received: true });
      },
    );
  });

  app.put(
    cashierPaths.operatorDeposit,
    {
      preHandler: operatorGuard(platform.config.operatorToken),
      schema: routeOperation({
        operationId: 'operatorDepositSettle',
        summary: 'Settles a bank-transfer deposit: approved credits it once, rejected credits nothing',
        tags: ['operator'],
        security: 'operator',
        body: {
          type: 'object',
          properties: {
            reference: { type: 'string', pattern: '^D[A-Z2-9]{15}$' },
            outcome: { type: 'string', enum: ['approved', 'rejected'] },
          },
          required: ['reference', 'outcome'],
        },
        failures: routeFailures(cashierPaths.operatorDeposit, [
          ...operatorFailures,
          failure('BAD_INPUT', 'the body breaks its schema'),
          failure('NOT_FOUND', 'no bank-transfer deposit has this reference'),
          failure('PAYMENT_CLOSED', 'the deposit is settled already, or its amount is not the one paid'),
        ]),
      }),
    },
    async (request) => {
      const body = parseInput(
        v.object({ reference, outcome: v.picklist(['approved', 'rejected'], 'errors.badInput') }),
        request.body ?? {},
      );
      const row = await depositByReference(db, body.reference);
      if (!row || row.channel !== 'bank') throw new ApiError('NOT_FOUND');
      const settlement =
        body.outcome === 'approved'
          ? await approveDeposit(platform, row.reference, row)
          : await rejectDeposit(platform, row.reference, 'The operator found no matching transfer');
      if (settlement !== body.outcome) throw new ApiError('PAYMENT_CLOSED');
      request.log.info({ reference: row.reference, settlement }, 'deposit settled by the operator');
      return ok(depositRecordOf((await depositByReference(db, row.reference)) ?? row));
    },
  );
}
