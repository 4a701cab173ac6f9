import type {
  BindCodeRequest,
  BindCodeValue,
  PayoutAccount,
  PayoutAccountKind,
  PayoutAccountRequest,
  PayoutAccountsValue,
} from '@portal/api';
import {
  mobileRule,
  normaliseAccountNumber,
  payoutAccountLimits,
  payoutAccountSchema,
  type MobileSettings,
} from '@portal/forms/rules';
import { and, asc, count, eq } from 'drizzle-orm';
import { findAccountByMobile, uniqueViolation, type Account } from '../accounts/accounts';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { accounts, inboxMessages, payoutAccounts } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { takeLimit } from '../limits/takeLimit';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { consumeSmsCode, sendSmsCode, type SmsTarget } from '../verification/smsCodes';
import { fillMessage, withdrawalMessages } from './withdrawalMessages';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** The last 4 characters of a number, after a mask: all a member's screens ever show of it. */
// A no-break space: the mask and the digits never part at a line's end.
export const maskNumber = (number: string): string => `••••\u00a0${number.slice(-4)}`;

/** A mobile number as the member sees where a code went: "+966 •••• 4567". */
const maskMobile = (target: SmsTarget) =>
  `+${target.countryDialingCode}\u00a0${maskNumber(target.mobileNum)}`;

export const payoutAccountOf = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind as PayoutAccountKind,
  institution: row.institution,
  holderName: row.holderName,
  maskedNumber: maskNumber(row.number),
  createdAt: row.createdAt.toISOString(),
});

export async function findPayoutAccount(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.accountId, accountId), eq(payoutAccounts.id, id)));
  return row;
}

const mobileOf = (account: Account): SmsTarget | undefined =>
  account.mobileNum && account.countryDialingCode
    ? { countryDialingCode: account.countryDialingCode, mobileNum: account.mobileNum }
    : undefined;

/** The member's payout accounts, oldest first, and where a binding code goes. */
export async function listPayoutAccounts(platform: Platform, account: Account): Promise<PayoutAccountsValue> {
  const rows = await platform.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, account.id))
    .orderBy(asc(payoutAccounts.id));
  const mobile = mobileOf(account);
  return {
    list: rows.map(payoutAccountOf),
    maxAccounts: payoutAccountLimits.maxAccounts,
    ...(mobile ? { maskedMobile: maskMobile(mobile) } : {}),
  };
}

/**
 * Where a member's binding code goes: the account's own mobile; for a member without one, the number
 * given (checked by the mobile rule, and not another account's).
 */
async function bindTarget(
  platform: Platform,
  account: Account,
  given: { countryDialingCode?: string; mobileNum?: string },
  mobile: MobileSettings,
): Promise<SmsTarget> {
  const own = mobileOf(account);
  if (own) return own;
  const mobileNum = parseInput(mobileRule(mobile), given.mobileNum ?? '');
  const countryDialingCode = (given.countryDialingCode ?? '').replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(countryDialingCode))
    throw new ApiError('BAD_INPUT', undefined, 'validation.required');
  const holder = await findAccountByMobile(platform.db, countryDialingCode, mobileNum);
  if (holder && holder.id !== account.id) throw new ApiError('MOBILE_TAKEN');
  return { countryDialingCode, mobileNum };
}

/** Sends the code that binds a payout account (counted per account, and as every SMS per number and address). */
export async function sendBindCode(
  platform: Platform,
  account: Account,
  request: BindCodeRequest,
  ip: string,
): Promise<BindCodeValue> {
  const { regex } = await readSetting(platform.db, 'registerSettings');
  const target = await bindTarget(platform, account, request, regex);
  await takeLimit(platform, 'bindingsPerAccount', String(account.id));
  const { expiredMinutes } = await sendSmsCode(platform, 'bind', target, ip, account.language);
  return { expiredMinutes, maskedMobile: maskMobile(target) };
}

/**
 * Binds a payout account: the shared rule checks the fields, the SMS code proves the member holds the
 * phone, and the account row is locked while the bound accounts are counted, so two bindings at once
 * never pass the site's number. A member without a mobile keeps the number the code went to. Binding the
 * same number again answers the account already bound. The inbox tells the member, so a binding they did
 * not make is seen.
 */
export async function bindPayoutAccount(
  platform: Platform,
  account: Account,
  request: PayoutAccountRequest,
): Promise<PayoutAccount> {
  const { regex } = await readSetting(platform.db, 'registerSettings');
  const values = parseInput(payoutAccountSchema({ asksMobile: !mobileOf(account), mobile: regex }), request);
  const target = await bindTarget(platform, account, values, regex);
  await consumeSmsCode(platform, 'bind', target, values.verificationCode);
  const number = normaliseAccountNumber(values.kind, values.accountNumber);
  try {
    return await platform.db.transaction(async (outer) => {
      const tx = outer as unknown as Db;
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for('update');
      const [existing] = await tx
        .select()
        .from(payoutAccounts)
        .where(
          and(
            eq(payoutAccounts.accountId, account.id),
            eq(payoutAccounts.kind, values.kind),
            eq(payoutAccounts.number, number),
          ),
        );
      if (existing) return payoutAccountOf(existing);
      const [{ bound } = { bound: 0 }] = await tx
        .select({ bound: count() })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.accountId, account.id));
      if (bound >= payoutAccountLimits.maxAccounts) throw new ApiError('PAYOUT_ACCOUNT_LIMIT');
      if (!mobileOf(account)) {
        await tx.update(accounts).set(target).where(eq(accounts.id, account.id));
      }
      const now = new Date(platform.now());
      const [row] = await tx
        .insert(payoutAccounts)
        .values({
          accountId: account.id,
          kind: values.kind,
          institution: values.institution,
          holderName: values.holderName,
          number,
          createdAt: now,
        })
        .returning();
      const inserted = row as PayoutAccountRow;
      const { title, content } = withdrawalMessages.payoutAccountBound;
      await tx.insert(inboxMessages).values({
        accountId: account.id,
        title: pick(title, account.language),
        content: fillMessage(pick(content, account.language), {
          account: `${inserted.institution} ${maskNumber(number)}`,
        }),
        createdAt: now,
      });
      return payoutAccountOf(inserted);
    });
  } catch (error) {
    if (uniqueViolation(error)?.includes('mobile')) throw new ApiError('MOBILE_TAKEN');
    throw error;
  }
}
