import type { LoginEvent, LoginMethod } from '@portal/api';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Platform } from '../context';
import { loginEvents } from '../db/schema';
import { deviceSummary } from './deviceSummary';
import { maskAddress } from './maskAddress';

/** Every way a login is recorded as (`LoginMethod`): a missing or extra one is a type error. */
const methodNames: Record<LoginMethod, true> = {
  password: true,
  sms: true,
  social: true,
  handover: true,
  register: true,
};
export const loginMethods = Object.keys(methodNames) as LoginMethod[];

/** How much login history an account keeps: twelve months, and at most the last hundred logins. */
export const loginHistoryLimits = { keepDays: 365, keepRows: 100 } as const;

/**
 * A login as its route saw it (`loginContextOf`): the visitor's address, the browser's User-Agent, and how
 * the member proved who they are.
 */
export interface LoginContext {
  address: string;
  userAgent: string | undefined;
  method: LoginMethod;
}

const keptSince = (now: number) => new Date(now - loginHistoryLimits.keepDays * 86_400_000);

/** The account's logins, newest first (the index's order). */
const newestFirst = [desc(loginEvents.createdAt), desc(loginEvents.id)];

/**
 * Writes a login of a real account, after its session started, and answers when the account last logged
 * in before it (null on a first login). The address is the visitor's as the platform sees it (through a
 * trusted proxy when configured); the User-Agent is kept only as its summary. The account's rows past the
 * limits go at the same time: those older than twelve months, and those older than its hundredth newest.
 */
export async function recordLogin(
  platform: Platform,
  accountId: number,
  sessionHash: string,
  { address, userAgent, method }: LoginContext,
): Promise<Date | null> {
  const { db } = platform;
  const now = platform.now();
  const [previous] = await db
    .select({ at: loginEvents.createdAt })
    .from(loginEvents)
    .where(eq(loginEvents.accountId, accountId))
    .orderBy(...newestFirst)
    .limit(1);
  await db.insert(loginEvents).values({
    accountId,
    createdAt: new Date(now),
    address,
    device: deviceSummary(userAgent),
    method,
    sessionHash,
  });
  const lastKept = db
    .select({ at: loginEvents.createdAt, id: loginEvents.id })
    .from(loginEvents)
    .where(eq(loginEvents.accountId, accountId))
    .orderBy(...newestFirst)
    .offset(loginHistoryLimits.keepRows - 1)
    .limit(1);
  await db
    .delete(loginEvents)
    .where(
      and(
        eq(loginEvents.accountId, accountId),
        or(
          lt(loginEvents.createdAt, keptSince(now)),
          sql`(${loginEvents.createdAt}, ${loginEvents.id}) < (${lastKept})`,
        ),
      ),
    );
  return previous?.at ?? null;
}

/**
 * The account's latest logins of the last twelve months, newest first, as the member sees them: the
 * address masked, the login of the session `sessionHash` marked current.
 */
export async function listLogins(
  platform: Platform,
  accountId: number,
  sessionHash: string,
  pageSize: number,
): Promise<LoginEvent[]> {
  const rows = await platform.db
    .select()
    .from(loginEvents)
    .where(and(eq(loginEvents.accountId, accountId), gte(loginEvents.createdAt, keptSince(platform.now()))))
    .orderBy(...newestFirst)
    .limit(pageSize);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    address: maskAddress(row.address),
    device: row.device,
    method: row.method as LoginMethod,
    current: row.sessionHash === sessionHash,
  }));
}
