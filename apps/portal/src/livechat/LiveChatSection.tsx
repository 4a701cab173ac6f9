import { calls } from '@portal/api';
import { useApiClient, useImageUrl, useLiveModels } from '@portal/api/react';
import { LiveModelList } from '@portal/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../shell/modals/ModalContext';
import { useSession } from '../shell/session/SessionContext';
import * as styles from './LiveChatSection.css';

// The chat room (a dialog with the chat page in a frame) loads with the first chat.
const ChatRoom = lazy(() => import('./ChatRoom').then((m) => ({ default: m.ChatRoom })));

interface Room {
  modelId: string;
  name: string;
  chatUrl: string | null;
  error?: boolean;
}

/**
 * Live-model chat (spec sections 2.5 and 7): the hosts from CBS_modelList; a chat starts with
 * CBS_launchChat (members only: a visitor is asked to log in) and opens in the chat-room modal.
 */
export function LiveChatSection() {
  const { t } = useTranslation('portal');
  const client = useApiClient();
  const models = useLiveModels();
  const image = useImageUrl();
  const shownModels = useMemo(
    () => (models.data ?? []).map((model) => ({ ...model, avatarUrl: image(model.avatarUrl) })),
    [models.data, image],
  );
  const session = useSession();
  const modals = useModals();
  const [room, setRoom] = useState<Room | null>(null);
  // Mounted from the first chat on, so closing plays the dialog's exit.
  const [opened, setOpened] = useState(false);
  const launch = async (modelId: string) => {
    const name = models.data?.find((model) => model.modelId === modelId)?.name ?? '';
    setOpened(true);
    setRoom({ modelId, name, chatUrl: null });
    try {
      const value = await client.call(calls.launchChat, { modelId });
      setRoom({ modelId, name, chatUrl: value.chatUrl });
    } catch {
      setRoom({ modelId, name, chatUrl: null, error: true });
    }
  };
  const chat = (modelId: string) => {
    if (session.state !== 'member') modals.open('login');
    else void launch(modelId);
  };
  return (
    <section className={styles.section} aria-labelledby="live-chat-title">
      <h2 id="live-chat-title" className={styles.title}>
        {t('liveChat.title')}
      </h2>
      <p className={styles.lead}>{t('liveChat.lead')}</p>
      <LiveModelList
        models={shownModels}
        loading={!models.data && !models.error}
        onChat={chat}
        pendingModelId={room && !room.chatUrl && !room.error ? room.modelId : undefined}
        headingLevel={3}
      />
      {opened ? (
        <Suspense fallback={null}>
          <ChatRoom
            open={room !== null}
            onOpenChange={(open) => !open && setRoom(null)}
            modelName={room?.name}
            chatUrl={room?.chatUrl ?? null}
            error={room?.error}
            onRetry={() => room && void launch(room.modelId)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
