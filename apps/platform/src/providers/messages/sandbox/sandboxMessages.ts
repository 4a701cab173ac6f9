import type { Db } from '../../../db/database';
import { outbox } from '../../../db/schema';
import type { MessageChannel, MessagesPort, OutgoingMessage } from '../MessagesPort';

/** What a tester reads in the outbox: the subject (e-mail) above the text, as a mail client shows them. */
const outboxBody = (message: OutgoingMessage) =>
  message.subject === undefined ? message.text : `${message.subject}\n\n${message.text}`;

/**
 * The sandbox messages provider: every message lands in the outbox table, which the sandbox-only route and
 * the start-up log show, so a tester (or an end-to-end test) can read the code that was "sent". Nobody
 * receives anything, so production refuses it unless ALLOW_SANDBOX_PROVIDERS names `messages`.
 */
export function sandboxMessages(db: Db): MessagesPort {
  const channel = (name: 'sms' | 'email'): MessageChannel => ({
    async send(message) {
      await db.insert(outbox).values({ channel: name, recipient: message.to, body: outboxBody(message) });
    },
  });
  return { sms: channel('sms'), email: channel('email') };
}
