import type { Db } from '../db/database';
import { outbox } from '../db/schema';

/** Sends one message. A production provider (an SMS gateway, an SMTP relay) plugs in by configuration. */
export interface MessageProvider {
  send(recipient: string, body: string): Promise<void>;
}

export interface MessageProviders {
  sms: MessageProvider;
  email: MessageProvider;
}

/**
 * The sandbox providers: every message lands in the outbox table, which the sandbox-only route and the
 * start-up log show, so a tester (or an end-to-end test) can read the code that was "sent".
 */
export function sandboxProviders(db: Db, onSent?: (channel: 'sms' | 'email', recipient: string) => void) {
  const provider = (channel: 'sms' | 'email'): MessageProvider => ({
    async send(recipient, body) {
      await db.insert(outbox).values({ channel, recipient, body });
      onSent?.(channel, recipient);
    },
  });
  return { sms: provider('sms'), email: provider('email') } satisfies MessageProviders;
}
