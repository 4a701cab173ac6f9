import {
  ok,
  type UplineAgent,
  type UplineTransferOptionsValue,
  type UplineTransferRecord,
  type UplineTransferRequest,
  type UplineTransfersValue,
  type UplineTransferValue,
} from '@portal/api';
import { minorAmountRule } from '@portal/forms/rules';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { findAccountById, type Account } from '../accounts/accounts';
import { accountKind } from '../accounts/accountTypes';
import { refuseTrial } from '../accounts/refuseTrial';
import type { PlatformConfig } from '../config';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { accounts, inboxMessages, uplineTransfers } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { idempotent, type StoredResponse } from '../ledger/idempotency';
import { formatMinor, houseWallet, mainWallet, transfer } from '../ledger/ledger';
import { cashierReference } from '../payments/cashierReference';
import { defaultTransferUplineSetting, type TransferUplineSetting } from '../payments/cashierSetting';
import { memberRecordPage } from '../payments/memberRecordPage';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { checkPaymentPassword } from '../withdrawals/paymentPassword';
import { fillMessage } from '../withdrawals/withdrawalMessages';
import { startOfDay } from '../withdrawals/withdrawSetting';
import { uplineMessages } from './uplineMessages';

/**
 * The house's clearing account of transfers to upline: a transfer goes member -> here -> agent, so no ledger
 * transaction ever touches two players' wallets; it nets to zero once both legs are posted.
 */
export const uplineClearingAccount = 'agent-transfers';

/** The ledger kinds of a transfer's two legs (both carry the transfer's reference, unique per kind). */
export const uplineTransferKinds = { out: 'upline-transfer-out', in: 'upline-transfer-in' } as const;

export type UplineTransferRow = typeof uplineTransfers.$inferSelect;

/** The transfers' rules now (the operator changes them in `settings.cashier`, without a restart). */
export async function readTransferUplineSetting(platform: Platform): Promise<TransferUplineSetting> {
  return (await readSetting(platform.db, 'cashier')).transferUpline ?? defaultTransferUplineSetting;
}

/** An agent's name as their members see it: the nickname, or the username masked ('ag***1'). */
export function agentNameOf(agent: Pick<Account, 'nickname' | 'username'>): string {
  const nickname = agent.nickname.trim();
  if (nickname) return nickname;
  const chars = [...agent.username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1) ?? ''}`;
}

const agentOf = (agent: Pick<Account, 'nickname' | 'username'>): UplineAgent => ({
  name: agentNameOf(agent),
});

/**
 * The agent a member may transfer to: a member's (`parent_id`) upline that is an agent and keeps the same
 * currency. None for an agent, a trial or a member who registered without an agent.
 */
export async function findUplineAgent(
  db: Db,
  config: Pick<PlatformConfig, 'agentTypes' | 'trialTypes' | 'memberTypes'>,
  account: Pick<Account, 'type' | 'parentId' | 'currency'>,
): Promise<Account | undefined> {
  if (accountKind(config, account.type) !== 'member' || account.parentId === null) return undefined;
  const agent = await findAccountById(db, account.parentId);
  if (!agent || accountKind(config, agent.type) !== 'agent' || agent.currency !== account.currency) {
    return undefined;
  }
  return agent;
}

/** A member's transfers to upline today (UTC): how many, and their amounts together. */
export async function uplineTransfersToday(
  db: Db,
  accountId: number,
  now: number,
): Promise<{ count: number; amountMinor: number }> {
  const [row] = await db
    .select({
      count: count(),
      amountMinor: sql<number>`coalesce(sum(${uplineTransfers.amountMinor}), 0)`.mapWith(Number),
    })
    .from(uplineTransfers)
    .where(and(eq(uplineTransfers.accountId, accountId), gte(uplineTransfers.createdAt, startOfDay(now))));
  return { count: row?.count ?? 0, amountMinor: row?.amountMinor ?? 0 };
}

/**
 * What the transfer page needs: whether the member may transfer (the site allows it, then the member has
 * an agent), the agent's name, the limits, today's use, the payment password's presence and the balance.
 */
export async function uplineTransferOptions(
  platform: Platform,
  account: Account,
): Promise<UplineTransferOptionsValue> {
  refuseTrial(platform.config, account);
  const [setting, agent, wallet, usedToday] = await Promise.all([
    readTransferUplineSetting(platform),
    findUplineAgent(platform.db, platform.config, account),
    mainWallet(platform.db, account.id, account.currency),
    uplineTransfersToday(platform.db, account.id, platform.now()),
  ]);
  const reason = !setting.enabled ? 'disabled' : !agent ? 'noAgent' : undefined;
  return {
    allowed: reason === undefined,
    ...(reason ? { reason } : {}),
    ...(agent ? { agent: agentOf(agent) } : {}),
    currency: account.currency,
    limits: {
      minMinor: setting.minMinor,
      maxMinor: setting.maxMinor,
      dailyCount: setting.dailyCount,
      dailyMaxMinor: setting.dailyMaxMinor,
    },
    usedToday,
    paymentPasswordSet: account.paymentPasswordHash !== null,
    balanceMinor: wallet.balance,
  };
}

/** Tells both sides of a transfer: the member what they sent, the agent what came in (with the note). */
async function notify(
  tx: Db,
  transfer: { reference: string; amountMinor: number; currency: string; note: string | null; at: Date },
  member: Account,
  agent: Account,
) {
  const values = {
    amount: formatMinor(transfer.amountMinor),
    currency: transfer.currency,
    reference: transfer.reference,
    agent: agentNameOf(agent),
    member: member.username,
  };
  const { sent, received, note } = uplineMessages;
  const agentContent = fillMessage(pick(received.content, agent.language), values);
  await tx.insert(inboxMessages).values([
    {
      accountId: member.id,
      reference: `upline:sent:${transfer.reference}`,
      title: pick(sent.title, member.language),
      content: fillMessage(pick(sent.content, member.language), values),
      createdAt: transfer.at,
    },
    {
      accountId: agent.id,
      reference: `upline:received:${transfer.reference}`,
      title: pick(received.title, agent.language),
      // The note after the text is filled, so what the member typed is never read as a placeholder.
      content: transfer.note
        ? `${agentContent}\n${pick(note, agent.language)} ${transfer.note}`
        : agentContent,
      createdAt: transfer.at,
    },
  ]);
}

/**
 * Transfers from a member's main wallet to their agent's, once per idempotency key. Refused before anything
 * is claimed: a trial account, the site's switch off (FEATURE_DISABLED), no agent (NO_UPLINE_AGENT), an
 * amount outside the limits (the shared rule the form runs), the payment password (checked before the key
 * is claimed, never part of what the key stores). Then, in ONE database transaction: the member's row
 * locked (so the day's count and sum hold when requests arrive together, on any node), the day's count and
 * amount checked, the amount moved member -> the house's clearing account -> agent (two ledger transactions
 * with the transfer's reference; beyond the balance nothing moves, INSUFFICIENT_FUNDS), the audit row and
 * both sides' inbox messages. A refusal inside it rolls all of that back.
 */
export async function transferToUpline(
  platform: Platform,
  account: Account,
  request: UplineTransferRequest,
  options: { idempotencyKey: string; ip: string },
): Promise<StoredResponse> {
  refuseTrial(platform.config, account);
  const setting = await readTransferUplineSetting(platform);
  if (!setting.enabled) throw new ApiError('FEATURE_DISABLED');
  const agent = await findUplineAgent(platform.db, platform.config, account);
  if (!agent) throw new ApiError('NO_UPLINE_AGENT');
  const amountMinor = parseInput(minorAmountRule(setting), request.amountMinor);
  const note = request.note?.trim() || null;
  await checkPaymentPassword(platform, account, request.paymentPassword, options.ip);
  const { idempotencyKey } = options;
  return idempotent(
    platform.db,
    {
      scope: `upline:${account.id}`,
      key: idempotencyKey,
      request: { amountMinor, note },
      now: platform.now(),
    },
    async (tx) => {
      const [locked] = await tx
        .select({ parentId: accounts.parentId })
        .from(accounts)
        .where(eq(accounts.id, account.id))
        .for('update');
      // The agent changed since it was read (an operator moved the member): nothing moves.
      if (locked?.parentId !== agent.id) throw new ApiError('NO_UPLINE_AGENT');
      const now = platform.now();
      const today = await uplineTransfersToday(tx, account.id, now);
      if (today.count >= setting.dailyCount) throw new ApiError('UPLINE_DAILY_COUNT');
      if (today.amountMinor + amountMinor > setting.dailyMaxMinor) throw new ApiError('UPLINE_DAILY_AMOUNT');
      const reference = cashierReference('upline', account.id, idempotencyKey);
      const main = await mainWallet(tx, account.id, account.currency);
      const clearing = await houseWallet(tx, uplineClearingAccount, account.currency);
      const agentMain = await mainWallet(tx, agent.id, agent.currency);
      const out = await transfer(tx, {
        from: main.id,
        to: clearing.id,
        amount: amountMinor,
        kind: uplineTransferKinds.out,
        reference,
      });
      await transfer(tx, {
        from: clearing.id,
        to: agentMain.id,
        amount: amountMinor,
        kind: uplineTransferKinds.in,
        reference,
      });
      const createdAt = new Date(now);
      await tx.insert(uplineTransfers).values({
        reference,
        accountId: account.id,
        agentId: agent.id,
        amountMinor,
        currency: account.currency,
        note,
        createdAt,
      });
      await notify(
        tx,
        { reference, amountMinor, currency: account.currency, note, at: createdAt },
        account,
        agent,
      );
      const balanceMinor = out.entries.find((entry) => entry.walletId === main.id)?.balanceAfter ?? 0;
      const value: UplineTransferValue = { reference, balanceMinor, createdAt: createdAt.toISOString() };
      return { statusCode: 200, body: ok(value) };
    },
  );
}

/** A transfer as the member sees it, with the agent's name. */
export function uplineTransferRecordOf(
  row: UplineTransferRow,
  agent: Pick<Account, 'nickname' | 'username'> | undefined,
): UplineTransferRecord {
  return {
    reference: row.reference,
    amountMinor: row.amountMinor,
    currency: row.currency,
    agent: agent ? agentOf(agent) : { name: '' },
    ...(row.note ? { note: row.note } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A member's transfers to upline, newest first, a page at a time (`before`: the last reference seen). */
export async function listUplineTransfers(
  db: Db,
  accountId: number,
  page: { before?: string; pageSize: number },
): Promise<UplineTransfersValue> {
  const { rows, more } = await memberRecordPage(db, uplineTransfers, accountId, page);
  const agentIds = [...new Set(rows.map((row) => row.agentId))];
  const agents = agentIds.length
    ? await db
        .select({ id: accounts.id, nickname: accounts.nickname, username: accounts.username })
        .from(accounts)
        .where(inArray(accounts.id, agentIds))
    : [];
  const byId = new Map(agents.map((agent) => [agent.id, agent]));
  const last = rows.at(-1);
  return {
    list: rows.map((row) => uplineTransferRecordOf(row, byId.get(row.agentId))),
    ...(more && last ? { next: last.reference } : {}),
  };
}
