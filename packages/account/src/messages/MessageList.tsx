import type { InboxMessage } from '@portal/api';
import { cx } from '@portal/ui';
import { useMoneyText } from '../cashier/useMoneyText';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './messages.css';

export interface MessageListProps {
  messages: readonly InboxMessage[];
  openId?: number;
  /** The element showing the opened message (each entry controls it). */
  detailId: string;
  onOpen: (message: InboxMessage) => void;
}

/** The messages as buttons, newest first: an unread one marked (a dot and "unread" for screen readers). */
export function MessageList({ messages, openId, detailId, onOpen }: MessageListProps) {
  const { t } = useAccountTranslation();
  const { time } = useMoneyText();
  return (
    <ul className={styles.list} aria-label={t('messages.listLabel')}>
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            className={cx(styles.entry, !message.read && styles.entryUnread)}
            aria-current={message.id === openId ? 'true' : undefined}
            aria-controls={detailId}
            onClick={() => onOpen(message)}
          >
            <span className={styles.entryTop}>
              {!message.read ? <span className={styles.dot} aria-hidden /> : null}
              <span className={styles.entryTitle} dir="auto">
                {message.title}
              </span>
              {!message.read ? <span className={styles.srOnly}>{t('messages.unreadMark')}</span> : null}
            </span>
            <time className={styles.entryTime} dateTime={message.createdAt}>
              {time(message.createdAt)}
            </time>
            <span className={styles.excerpt} dir="auto">
              {message.content}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
