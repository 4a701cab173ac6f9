import { ok, type DepositChannel, type DepositRequest } from '@portal/api';
import { minorAmountRule } from '@portal/forms/rules';
import type { Account } from '../accounts/accounts';
import type { Platform } from '../context';
import { deposits } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { idempotent, type StoredResponse } from '../ledger/idempotency';
import { takeLimit } from '../limits/takeLimit';
import { redirectTarget } from '../oauth/redirectTarget';
import { contentLanguage } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import type { DepositChannelSetting } from './cashierSetting';
import { cashierReference } from './cashierReference';
import { depositDetailsOf } from './depositRecords';
import { refuseTrial } from '../accounts/refuseTrial';

/** The channels a member may deposit through now (the operator switches them in `settings.cashier`). */
export async function openDepositChannels(platform: Platform): Promise<DepositChannelSetting[]> {
  const { deposit } = await readSetting(platform.db, 'cashier');
  return deposit.channels.filter((channel) => channel.enabled);
}

const methodOf: Record<Exclude<DepositChannel, 'bank'>, 'hostedPage' | 'cryptoAddress'> = {
  ewallet: 'hostedPage',
  crypto: 'cryptoAddress',
};

/**
 * Starts a deposit, once per idempotency key: checks the channel is on offer and the amount within its
 * limits (the shared rule the cashier's form runs), then records the deposit as pending with what the
 * member needs to pay it: the PSP's hosted page (e-wallet), a reference code to write on a bank transfer
 * (the operator confirms it arrived), or the PSP's crypto address with the confirmations it waits for.
 * Nothing is credited here; the PSP's webhook or the operator settles it.
 */
export async function startDeposit(
  platform: Platform,
  account: Account,
  request: DepositRequest,
  options: {
    idempotencyKey: string;
    language: string;
    /** The platform's origin as the member reached it: a PSP page the platform serves is made absolute on it. */
    origin: string;
  },
): Promise<StoredResponse> {
  const { idempotencyKey } = options;
  refuseTrial(platform.config, account);
  const channel = (await openDepositChannels(platform)).find((open) => open.channel === request.channel);
  if (!channel) throw new ApiError('DEPOSIT_CHANNEL_CLOSED');
  parseInput(minorAmountRule(channel), request.amountMinor);
  const back = redirectTarget(request.returnUrl, platform.config.corsOrigins);
  const { db } = platform;
  return idempotent(
    db,
    {
      scope: `deposit:${account.id}`,
      key: idempotencyKey,
      request,
      now: platform.now(),
      admit: () => takeLimit(platform, 'depositStartsPerAccount', String(account.id)),
    },
    async (tx) => {
      const reference = cashierReference('deposit', account.id, idempotencyKey);
      const now = platform.now();
      let expiresAt = now + channel.payWithinMinutes * 60_000;
      const row: typeof deposits.$inferInsert = {
        reference,
        accountId: account.id,
        channel: channel.channel,
        amountMinor: request.amountMinor,
        currency: account.currency,
        expiresAt: new Date(expiresAt),
        createdAt: new Date(now),
      };
      if (channel.channel === 'bank') {
        row.payInstruction = reference;
      } else {
        const intent = await platform.payments.createDeposit({
          reference,
          method: methodOf[channel.channel],
          accountId: account.id,
          amountMinor: request.amountMinor,
          currency: account.currency,
          // The hosted page speaks the language the member is reading the portal in.
          language: contentLanguage(options.language),
          returnUrl: back({ deposit: reference }),
        });
        expiresAt = Math.min(expiresAt, intent.expiresAt);
        Object.assign(row, {
          intentId: intent.intentId,
          hostedPageUrl: intent.hostedPageUrl ? new URL(intent.hostedPageUrl, options.origin).href : null,
          payInstruction: intent.address ?? null,
          requiredConfirmations: intent.requiredConfirmations ?? 0,
          expiresAt: new Date(expiresAt),
        });
      }
      const [inserted] = await tx.insert(deposits).values(row).returning();
      return { statusCode: 200, body: ok(await depositDetailsOf(inserted!)) };
    },
  );
}
