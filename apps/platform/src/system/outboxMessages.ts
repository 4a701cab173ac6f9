import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** The latest messages in the outbox, newest first, to one recipient or of one channel when given. */
export function outboxMessages(
  db: Db,
  { recipient, channel, limit }: { recipient?: string; channel?: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        recipient ? eq(outbox.recipient, recipient) : undefined,
        channel ? eq(outbox.channel, channel) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);
}
