import { calls, type InboxMessage } from '@portal/api';
import { useApiClient, useCall } from '@portal/api/react';
import { Button, EmptyState, useDialog } from '@portal/ui';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import * as cashier from '../cashier/cashier.css';
import { useMoneyText } from '../cashier/useMoneyText';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { MessageList } from './MessageList';
import * as styles from './messages.css';
import { LoadFailed } from '../cashier/LoadFailed';
import { PanelLoading } from '../cashier/PanelLoading';

/** How many messages the list shows at first, and adds with each "show more". */
const step = 20;
/** The most one page of the platform's answer holds. */
const most = 100;

/**
 * The member's platform messages (spec 2.6 messageV2): the list with the unread ones marked, the message
 * opened beside it (opening an unread one reads it), mark all read and delete. After every change the
 * header's unread badge is read again, so it and the list agree.
 */
export function MessagesPage() {
  const { t } = useAccountTranslation();
  const { time } = useMoneyText();
  const client = useApiClient();
  const failureOutcome = useFailureOutcome();
  const confirm = useDialog();
  const [shown, setShown] = useState(step);
  const [openId, setOpenId] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const detailId = useId();
  const list = useCall(calls.messages, { pageSize: shown });
  const unread = useCall(calls.unreadCount);

  /** Runs a change, then reads the list and the header's count again (the same cache entry). */
  const change = async (run: () => Promise<unknown>) => {
    try {
      await run();
      setProblem(undefined);
    } catch (error) {
      setProblem(failureOutcome(error).message);
    }
    await Promise.all([list.mutate(), unread.mutate()]);
  };

  const open = (message: InboxMessage) => {
    setOpenId(message.id);
    if (!message.read) void change(() => client.call(calls.messageRead, { id: message.id }));
  };

  const remove = async (message: InboxMessage) => {
    const answer = await confirm({
      icon: 'warning',
      title: t('messages.deleteTitle'),
      message: t('messages.deleteText', { title: message.title }),
      buttons: [
        { value: 'cancel', label: t('messages.keep') },
        { value: 'delete', label: t('messages.delete'), variant: 'critical' },
      ],
    });
    if (answer !== 'delete') return;
    setOpenId(undefined);
    await change(() => client.call(calls.messageDelete, { id: message.id }));
  };

  if (list.error && !list.data) {
    return <LoadFailed title={t('messages.loadFailed')} onRetry={() => void list.mutate()} />;
  }
  if (!list.data) {
    return <PanelLoading lines={6} />;
  }
  const { list: messages, unreadCount, next } = list.data;
  const opened = messages.find((message) => message.id === openId);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {unreadCount > 0 ? t('messages.unread', { count: unreadCount }) : t('messages.allRead')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unreadCount === 0}
          onClick={() => void change(() => client.call(calls.messageRead, { all: true }))}
        >
          {t('messages.readAll')}
        </Button>
      </div>
      {problem ? (
        <p className={cashier.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <EmptyState title={t('messages.empty')} description={t('messages.emptyHint')} />
      ) : (
        <div className={styles.panes}>
          <div className={styles.listPane}>
            <MessageList messages={messages} openId={openId} detailId={detailId} onOpen={open} />
            {next !== undefined && shown < most ? (
              <Button variant="ghost" onClick={() => setShown(shown + step)}>
                {t('deposit.showMore')}
              </Button>
            ) : null}
          </div>
          <article id={detailId} className={styles.detail} aria-live="polite" aria-label={opened?.title}>
            {opened ? (
              <>
                <header className={styles.detailHeader}>
                  <h2 className={styles.detailTitle} dir="auto">
                    {opened.title}
                  </h2>
                  <time className={styles.detailTime} dateTime={opened.createdAt}>
                    {time(opened.createdAt)}
                  </time>
                </header>
                <p className={styles.detailText} dir="auto">
                  {opened.content}
                </p>
                <div className={cashier.actions}>
                  <Button variant="ghost" size="sm" onClick={() => void remove(opened)}>
                    <Trash2 aria-hidden size={16} />
                    {t('messages.delete')}
                  </Button>
                </div>
              </>
            ) : (
              <p className={styles.placeholder}>{t('messages.pick')}</p>
            )}
          </article>
        </div>
      )}
    </div>
  );
}
