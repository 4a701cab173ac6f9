import type { InboxMessage, MessagesChangeValue, MessagesValue } from '@portal/api';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { inboxMessages } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { unreadMessageCount } from './memberCounters';

type InboxMessageRow = typeof inboxMessages.$inferSelect;

const inboxMessageOf = (row: InboxMessageRow): InboxMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** What a change leaves: the unread count, read after the change so the header's badge agrees with it. */
const changed = async (db: Db, accountId: number): Promise<MessagesChangeValue> => ({
  unreadCount: await unreadMessageCount(db, accountId),
});

/**
 * A member's messages, newest first, a page at a time: keyset paging on the id (`before` is the last id
 * seen), one row more than the page to know whether another follows, and the unread count of all pages.
 */
export async function listInboxMessages(
  db: Db,
  accountId: number,
  page: { before?: number; pageSize: number },
): Promise<MessagesValue> {
  const [rows, unreadCount] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(
        and(
          eq(inboxMessages.accountId, accountId),
          page.before === undefined ? undefined : lt(inboxMessages.id, page.before),
        ),
      )
      .orderBy(desc(inboxMessages.id))
      .limit(page.pageSize + 1),
    unreadMessageCount(db, accountId),
  ]);
  const list = rows.slice(0, page.pageSize);
  const last = list.at(-1);
  return {
    list: list.map(inboxMessageOf),
    ...(rows.length > page.pageSize && last ? { next: last.id } : {}),
    unreadCount,
  };
}

/** Marks one of the member's messages read; one already read keeps the time it was first read. */
export async function markMessageRead(
  platform: Platform,
  accountId: number,
  id: number,
): Promise<MessagesChangeValue> {
  const readAt = new Date(platform.now()).toISOString();
  const [row] = await platform.db
    .update(inboxMessages)
    .set({ readAt: sql`coalesce(${inboxMessages.readAt}, ${readAt}::timestamptz)` })
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.accountId, accountId)))
    .returning({ id: inboxMessages.id });
  // Someone else's message is answered as an unknown one: its id says nothing of its owner.
  if (!row) throw new ApiError('NOT_FOUND');
  return changed(platform.db, accountId);
}

/** Marks every unread message of the member read, in one statement. */
export async function markAllMessagesRead(
  platform: Platform,
  accountId: number,
): Promise<MessagesChangeValue> {
  await platform.db
    .update(inboxMessages)
    .set({ readAt: new Date(platform.now()) })
    .where(and(eq(inboxMessages.accountId, accountId), isNull(inboxMessages.readAt)));
  return changed(platform.db, accountId);
}

/** Deletes one of the member's messages. */
export async function deleteInboxMessage(
  db: Db,
  accountId: number,
  id: number,
): Promise<MessagesChangeValue> {
  const [row] = await db
    .delete(inboxMessages)
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.accountId, accountId)))
    .returning({ id: inboxMessages.id });
  if (!row) throw new ApiError('NOT_FOUND');
  return changed(db, accountId);
}

/** Sends a message to a member (the operator's), unread; answers its id. */
export async function sendInboxMessage(
  platform: Platform,
  accountId: number,
  message: { title: string; content: string },
): Promise<number> {
  const [row] = await platform.db
    .insert(inboxMessages)
    .values({
      accountId,
      title: message.title,
      content: message.content,
      createdAt: new Date(platform.now()),
    })
    .returning({ id: inboxMessages.id });
  return row!.id;
}
