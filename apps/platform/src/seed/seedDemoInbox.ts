import type { Platform } from '../context';
import { findAccountByUsername } from '../accounts/accounts';
import { inboxMessages } from '../db/schema';
import { pick } from '../system/contentSettings';
import { demoInboxMessages } from './demoInboxMessages';

/** Sends the demo member's messages once (by reference), in the member's language. */
export async function seedDemoInbox(platform: Platform, username = 'demomember'): Promise<void> {
  const account = await findAccountByUsername(platform.db, username);
  if (!account) return;
  const now = platform.now();
  await platform.db
    .insert(inboxMessages)
    .values(
      demoInboxMessages.map((message) => {
        const sentAt = new Date(now - message.hoursAgo * 3_600_000);
        return {
          accountId: account.id,
          reference: message.reference,
          title: pick(message.title, account.language),
          content: pick(message.content, account.language),
          createdAt: sentAt,
          readAt: message.read ? sentAt : null,
        };
      }),
    )
    .onConflictDoNothing();
}
