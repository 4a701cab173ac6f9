import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { deposits, uplineTransfers, withdrawals } from '../db/schema';

/** The cashier's tables a member pages through: each row has its serial id, its member and its reference. */
type MemberRecordTable = typeof deposits | typeof withdrawals | typeof uplineTransfers;

/**
 * A member's rows of a cashier table, newest first, a page at a time: keyset paging on the id (its index
 * with the account), so a member with many rows pages as fast as one with few. `before` is the last
 * reference of the previous page.
 */
export async function memberRecordPage<Table extends MemberRecordTable>(
  db: Db,
  table: Table,
  accountId: number,
  page: { before?: string; pageSize: number },
): Promise<{ rows: Table['$inferSelect'][]; more: boolean }> {
  const after = page.before
    ? sql`(select ${table.id} from ${table} where ${table.reference} = ${page.before} and ${table.accountId} = ${accountId})`
    : undefined;
  const rows = (await db
    .select()
    .from(table as typeof deposits)
    .where(and(eq(table.accountId, accountId), after ? lt(table.id, after) : undefined))
    .orderBy(desc(table.id))
    .limit(page.pageSize + 1)) as Table['$inferSelect'][];
  return { rows: rows.slice(0, page.pageSize), more: rows.length > page.pageSize };
}
