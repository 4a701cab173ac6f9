import {
  calls,
  cashierPaths,
  ok,
  payoutAccountKinds,
  type WithdrawalsValue,
  type WithdrawOptionsValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { feedbackImageUrl } from '../content/decodeFeedbackImage';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { failure } from '../http/failureResponses';
import { operatorFailures, operatorGuard } from '../http/operatorAuth';
import { routeFailures } from '../http/routeFailures';
import { routeOperation } from '../http/routeOperation';
import { limitAddressOf } from '../http/visitor';
import { mainWallet } from '../ledger/ledger';
import { readSetting } from '../system/siteSettings';
import { confirmReceipt } from '../withdrawals/confirmReceipt';
import { setPaymentPassword } from '../withdrawals/paymentPassword';
import { bindPayoutAccount, listPayoutAccounts, sendBindCode } from '../withdrawals/payoutAccounts';
import { requestWithdrawal } from '../withdrawals/requestWithdrawal';
import { payWithdrawal, rejectWithdrawal } from '../withdrawals/settleWithdrawal';
import {
  listWithdrawals,
  withdrawalByReference,
  withdrawalRecordsOf,
} from '../withdrawals/withdrawalRecords';
import { readWithdrawSetting, withdrawalsToday } from '../withdrawals/withdrawSetting';
import { bounded, dialingCode, storableText, wholeQuery, withdrawalReference } from './routeSchemas';
import { refuseTrial } from '../accounts/refuseTrial';

const text = (max: number) => v.pipe(v.string('errors.badInput'), bounded(max));
/** A proof image and the rest of the receipt: one image at its largest, with room for the JSON. */
const receiptBodyLimit = 8 * 1024 * 1024;

/**
 * Withdrawals and what they need: the payment password, the payout accounts (bound with an SMS code),
 * requesting a withdrawal (held at once), the member's withdrawals and their receipts, and the operator's
 * payout or rejection. Money moves in `withdrawals/requestWithdrawal.ts` and `settleWithdrawal.ts`, once each.
 */
export function withdrawalRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.withdrawOptions, {
    handler: async ({ member: { account } }): Promise<WithdrawOptionsValue> => {
      refuseTrial(platform.config, account);
      const [setting, site, wallet, used] = await Promise.all([
        readWithdrawSetting(platform),
        readSetting(db, 'site'),
        mainWallet(db, account.id, account.currency),
        withdrawalsToday(db, account.id, platform.now()),
      ]);
      return {
        currency: account.currency,
        currencySymbol: site.currencySymbol,
        minMinor: setting.minMinor,
        maxMinor: setting.maxMinor,
        dailyCount: setting.dailyCount,
        usedToday: used,
        paymentPasswordSet: account.paymentPasswordHash !== null,
        balanceMinor: wallet.balance,
      };
    },
  });

  defineRoute(app, platform, calls.withdraw, {
    body: v.object({
      // The site's limits are checked with the shared rule in `requestWithdrawal`.
      amountMinor: v.pipe(v.number('errors.badInput'), v.safeInteger('errors.badInput')),
      payoutAccountId: v.pipe(v.number('errors.badInput'), v.safeInteger('errors.badInput')),
      paymentPassword: text(64),
    }),
    handler: async ({ body, request, reply, member, idempotencyKey }) => {
      const stored = await requestWithdrawal(platform, member.account, body, {
        idempotencyKey,
        ip: limitAddressOf(request),
      });
      return reply.status(stored.statusCode).send(stored.body);
    },
  });

  defineRoute(app, platform, calls.withdrawals, {
    query: v.object({
      before: v.optional(withdrawalReference),
      pageSize: v.optional(wholeQuery(1, 100), '20'),
    }),
    handler: async ({ query, member: { account } }): Promise<WithdrawalsValue> => {
      const { rows, more } = await listWithdrawals(db, account.id, query);
      const last = rows.at(-1);
      return {
        list: await withdrawalRecordsOf(db, rows),
        ...(more && last ? { next: last.reference } : {}),
      };
    },
  });

  defineRoute(app, platform, calls.withdrawalReceipt, {
    body: v.object({
      reference: withdrawalReference,
      receipt: v.picklist(['received', 'notReceived', 'fullyReceived'], 'errors.badInput'),
      proofImage: v.optional(feedbackImageUrl),
    }),
    bodyLimit: receiptBodyLimit,
    handler: ({ body, member: { account } }) => confirmReceipt(platform, account, body),
  });

  defineRoute(app, platform, calls.payoutAccounts, {
    handler: ({ member: { account } }) => {
      refuseTrial(platform.config, account);
      return listPayoutAccounts(platform, account);
    },
  });

  defineRoute(app, platform, calls.bindCode, {
    body: v.object({
      countryDialingCode: v.optional(dialingCode),
      mobileNum: v.optional(text(32)),
    }),
    handler: ({ body, request, member: { account } }) => {
      refuseTrial(platform.config, account);
      return sendBindCode(platform, account, body, limitAddressOf(request));
    },
  });

  defineRoute(app, platform, calls.payoutAccountBind, {
    body: v.object({
      kind: v.picklist(payoutAccountKinds, 'errors.badInput'),
      institution: storableText(200),
      holderName: storableText(200),
      accountNumber: text(100),
      verificationCode: text(16),
      countryDialingCode: v.optional(dialingCode),
      mobileNum: v.optional(text(32)),
    }),
    handler: ({ body, member: { account } }) => {
      refuseTrial(platform.config, account);
      return bindPayoutAccount(platform, account, body);
    },
  });

  defineRoute(app, platform, calls.paymentPassword, {
    body: v.object({
      loginPassword: v.optional(text(128)),
      oldPaymentPassword: v.optional(text(64)),
      newPaymentPassword: text(64),
      confirmPaymentPassword: text(64),
    }),
    handler: ({ body, request, member: { account } }) => {
      refuseTrial(platform.config, account);
      return setPaymentPassword(platform, account, body, limitAddressOf(request));
    },
  });

  app.put(
    cashierPaths.operatorWithdrawal,
    {
      preHandler: operatorGuard(platform.config.operatorToken),
      schema: routeOperation({
        operationId: 'operatorWithdrawalSettle',
        summary:
          'Settles a pending withdrawal: paid sends the held amount out once, rejected returns it to the main wallet once',
        tags: ['operator'],
        security: 'operator',
        body: {
          type: 'object',
          properties: {
            reference: { type: 'string', pattern: '^W[A-Z2-9]{15}$' },
            outcome: { type: 'string', enum: ['paid', 'rejected'] },
          },
          required: ['reference', 'outcome'],
        },
        failures: routeFailures(cashierPaths.operatorWithdrawal, [
          ...operatorFailures,
          failure('BAD_INPUT', 'the body breaks its schema'),
          failure('NOT_FOUND', 'no withdrawal has this reference'),
          failure('PAYMENT_CLOSED', 'the withdrawal is settled already, the other way'),
        ]),
      }),
    },
    async (request) => {
      const body = parseInput(
        v.object({
          reference: withdrawalReference,
          outcome: v.picklist(['paid', 'rejected'], 'errors.badInput'),
        }),
        request.body ?? {},
      );
      const settlement =
        body.outcome === 'paid'
          ? await payWithdrawal(platform, body.reference)
          : await rejectWithdrawal(platform, body.reference, 'Rejected by the operator');
      if (settlement === 'unknown') throw new ApiError('NOT_FOUND');
      const row = await withdrawalByReference(db, body.reference);
      if (!row) throw new ApiError('NOT_FOUND');
      // A repeated settlement the same way answers the record again; the other way cannot be.
      if (row.status !== body.outcome) throw new ApiError('PAYMENT_CLOSED');
      request.log.info({ reference: row.reference, settlement }, 'withdrawal settled by the operator');
      const [record] = await withdrawalRecordsOf(db, [row]);
      return ok(record);
    },
  );
}
