import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';

export type Account = typeof accounts.$inferSelect;

/** Usernames are unique whatever their case. */
export const usernameKeyOf = (username: string): string => username.trim().toLowerCase();

export async function findAccountByUsername(db: Db, username: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.usernameKey, usernameKeyOf(username)));
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function findAccountByMobile(
  db: Db,
  countryDialingCode: string,
  mobileNum: string,
): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.countryDialingCode, countryDialingCode), eq(accounts.mobileNum, mobileNum)));
  return row;
}

/** PostgreSQL's unique violation, with the index that refused the row. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return inner?.code === '23505' ? (inner.constraint ?? 'unique') : undefined;
}
