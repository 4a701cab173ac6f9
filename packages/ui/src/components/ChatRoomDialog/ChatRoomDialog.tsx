import { CircleX, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';
import * as styles from './ChatRoomDialog.css';

/** What the chat room's frame may do: run the chat's scripts, keep its session and send messages. */
export const chatRoomSandbox = 'allow-scripts allow-same-origin allow-forms';

export interface ChatRoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The model's name, which titles the dialog; "Chat room" without it. */
  modelName?: string;
  /** The chat room's page (`CBS_launchChat`'s `chatUrl`); null while the host is asking for it. */
  chatUrl: string | null;
  /** The launch failed: shows what went wrong and a Try again button. A string replaces the default text. */
  error?: boolean | string;
  /** Asks the host to launch the chat again; without it there is no Try again button. */
  onRetry?: () => void;
}

type RoomState = 'error' | 'launching' | 'connecting' | 'ready';

/** The live-model chat room (spec 2.5): the platform's chat page in a sandboxed frame inside a dialog. */
export function ChatRoomDialog({
  open,
  onOpenChange,
  modelName,
  chatUrl,
  error = false,
  onRetry,
}: ChatRoomDialogProps) {
  const { t } = useUiPanelTranslation();
  // Which page has finished loading: a new url shows the spinner again until it loads in turn.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const title = modelName ?? t('chatRoom.title');
  const state: RoomState = error
    ? 'error'
    : chatUrl === null
      ? 'launching'
      : loadedUrl === chatUrl
        ? 'ready'
        : 'connecting';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="lg" data-slot="chat-room-dialog">
        <Dialog.Title>{title}</Dialog.Title>
        <div
          className={styles.stage}
          data-state={state}
          aria-busy={state === 'launching' || state === 'connecting'}
        >
          {state === 'error' ? (
            <div role="alert" className={styles.notice}>
              <span aria-hidden className={styles.errorIcon}>
                <CircleX size={28} />
              </span>
              <p className={styles.errorTitle}>{typeof error === 'string' ? error : t('chatRoom.error')}</p>
              <p className={styles.noticeText}>{t('chatRoom.errorHint')}</p>
              {onRetry ? (
                <Button className={styles.retry} variant="secondary" onClick={onRetry}>
                  <RotateCw size={16} aria-hidden />
                  {t('chatRoom.retry')}
                </Button>
              ) : null}
            </div>
          ) : null}
          {state !== 'error' && chatUrl !== null ? (
            <iframe
              key={chatUrl}
              className={styles.frame}
              src={chatUrl}
              title={modelName ? t('chatRoom.frameTitle', { name: modelName }) : t('chatRoom.title')}
              sandbox={chatRoomSandbox}
              onLoad={() => setLoadedUrl(chatUrl)}
            />
          ) : null}
          {state === 'launching' || state === 'connecting' ? (
            <div className={styles.notice}>
              <Spinner size="lg" decorative />
              <p role="status" className={styles.noticeText}>
                {t('chatRoom.loading')}
              </p>
            </div>
          ) : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
