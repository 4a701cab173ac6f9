import { MessageCircle, Video } from 'lucide-react';
import { useId } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import * as styles from './LiveModelList.css';
import { languageName, orderLiveModels, type LiveModel } from './liveModels';

export const liveModelListHeadingLevels = [2, 3, 4] as const;

export interface LiveModelListProps {
  /** The models of `CBS_modelList`; online ones are listed first. */
  models: readonly LiveModel[];
  /** Called with an online model's id when its Chat button is pressed; the host opens the chat room. */
  onChat: (modelId: string) => void;
  /** Shows placeholder cards while the list loads. */
  loading?: boolean;
  /** The model whose chat is being opened: its Chat button shows a spinner and ignores presses. */
  pendingModelId?: string | null;
  /** The heading level of the names within the page's outline; 3 by default. */
  headingLevel?: (typeof liveModelListHeadingLevels)[number];
  /** Names the list; "Live models" by default. */
  label?: string;
  /** How many placeholder cards show while loading; 5 by default. */
  placeholderCount?: number;
  className?: string;
}

function ModelCard({
  model,
  headingLevel,
  pending,
  onChat,
}: {
  model: LiveModel;
  headingLevel: 2 | 3 | 4;
  pending: boolean;
  onChat: (modelId: string) => void;
}) {
  const { t, locale } = useUiPanelTranslation();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const state = model.online ? 'online' : 'offline';
  return (
    <article aria-labelledby={nameId} className={styles.card} data-slot="live-model" data-state={state}>
      <span className={styles.portrait} data-state={state}>
        {/* The name labels the card, so the picture adds nothing for a screen reader. */}
        <Avatar size="lg" src={model.avatarUrl} name={model.name} aria-hidden />
      </span>
      <Heading id={nameId} className={styles.name} title={model.name}>
        {model.name}
      </Heading>
      {model.language ? (
        <p className={styles.language}>
          {t('liveModels.language', { language: languageName(model.language, locale) })}
        </p>
      ) : null}
      <p className={styles.status} data-state={state}>
        <span aria-hidden className={styles.dot} />
        {t(model.online ? 'liveModels.online' : 'liveModels.offline')}
      </p>
      <Button
        size="sm"
        variant={model.online ? 'primary' : 'secondary'}
        className={styles.action}
        disabled={!model.online}
        loading={pending}
        aria-describedby={nameId}
        onClick={() => onChat(model.modelId)}
      >
        <MessageCircle size={16} aria-hidden />
        {t('liveModels.chat')}
      </Button>
    </article>
  );
}

/** The live-model chat list: who is online, in which language, and a Chat button for each online model. */
export function LiveModelList({
  models,
  onChat,
  loading = false,
  pendingModelId = null,
  headingLevel = 3,
  label,
  placeholderCount = 5,
  className,
}: LiveModelListProps) {
  const { t } = useUiPanelTranslation();
  if (loading)
    return (
      <div className={className} aria-busy="true" data-slot="live-model-list">
        <p role="status" className={visuallyHidden}>
          {t('liveModels.loading')}
        </p>
        <ul className={styles.grid} aria-hidden>
          {Array.from({ length: placeholderCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <div className={styles.card}>
                <Skeleton shape="circle" inlineSize={70} />
                <Skeleton inlineSize="60%" blockSize="1.1em" className={styles.placeholderName} />
                <Skeleton inlineSize="45%" />
                <Skeleton shape="rect" blockSize={32} className={styles.action} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  if (models.length === 0)
    return (
      <EmptyState
        className={className}
        data-slot="live-model-list"
        icon={<Video size={32} strokeWidth={1.75} />}
        title={t('liveModels.emptyTitle')}
        description={t('liveModels.emptyDescription')}
      />
    );
  return (
    <ul
      aria-label={label ?? t('liveModels.label')}
      className={cx(styles.grid, className)}
      data-slot="live-model-list"
    >
      {orderLiveModels(models).map((model) => (
        <li key={model.modelId} className={styles.item}>
          <ModelCard
            model={model}
            headingLevel={headingLevel}
            pending={pendingModelId === model.modelId}
            onChat={onChat}
          />
        </li>
      ))}
    </ul>
  );
}
