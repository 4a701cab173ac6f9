import type { RankEntry } from '@portal/api';
import { cx, EmptyState, isolate, Marquee, Skeleton, visuallyHidden } from '@portal/ui';
import { Trophy } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import { sortWinners, winnerBoardLimit } from './sortWinners';
import * as styles from './WinnerBoard.css';

export const winnerBoardVariants = ['list', 'ticker'] as const;

export interface WinnerBoardProps {
  /** The board as the platform sends it (`value.list`); it is sorted by win, biggest first. */
  entries: readonly RankEntry[];
  /** `list`: a ranked list. `ticker`: one scrolling line (the kit's Marquee: pausable, still under reduced motion). */
  variant?: (typeof winnerBoardVariants)[number];
  /** How many winners show; 20 by default (spec 9). */
  limit?: number;
  /** Shows placeholder rows and marks the board busy. */
  loading?: boolean;
  /** The board's title; "Latest big wins" by default. */
  title?: string;
  /** The title's heading level (list); 2 by default. */
  headingLevel?: 2 | 3;
  /** The ticker starts paused. */
  defaultPaused?: boolean;
  className?: string;
}

/** The winner board (spec 3): the latest big wins with game, player and prize, biggest first. */
export function WinnerBoard({
  entries,
  variant = 'list',
  limit = winnerBoardLimit,
  loading = false,
  title,
  headingLevel = 2,
  defaultPaused,
  className,
}: WinnerBoardProps) {
  const { t } = useLobbyScreensTranslation();
  const headingId = useId();
  const winners = useMemo(() => sortWinners(entries, limit), [entries, limit]);
  const name = title ?? t('winnerBoard.title');
  const sentence = ({ vo }: RankEntry) =>
    t('winnerBoard.ticker', { name: isolate(vo.name), prize: isolate(vo.prize), game: isolate(vo.game) });

  if (variant === 'ticker' && !loading && winners.length > 0) {
    return (
      <Marquee
        className={cx(styles.ticker, className)}
        label={name}
        pauseLabel={t('winnerBoard.pause')}
        playLabel={t('winnerBoard.play')}
        defaultPaused={defaultPaused}
        notices={winners.map((entry, index) => ({ id: index, title: sentence(entry) }))}
      />
    );
  }

  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
      data-slot="winner-board"
    >
      <Heading id={headingId} className={styles.title}>
        <span aria-hidden className={styles.titleIcon}>
          <Trophy size={18} />
        </span>
        {name}
      </Heading>
      {loading ? (
        <>
          <p role="status" className={visuallyHidden}>
            {t('winnerBoard.loading')}
          </p>
          <ul aria-hidden className={styles.list}>
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className={styles.row}>
                <Skeleton shape="circle" inlineSize={28} />
                <span className={styles.who}>
                  <Skeleton inlineSize="60%" blockSize="1em" />
                  <Skeleton inlineSize="30%" blockSize="0.8em" />
                </span>
                <Skeleton inlineSize={88} blockSize="1em" />
              </li>
            ))}
          </ul>
        </>
      ) : winners.length === 0 ? (
        <EmptyState
          size="compact"
          icon={<Trophy size={22} strokeWidth={1.75} />}
          title={t('winnerBoard.emptyTitle')}
          description={t('winnerBoard.emptyDescription')}
        />
      ) : (
        <ol className={styles.list}>
          {winners.map((entry, index) => (
            <li key={`${entry.vo.wonAt}-${entry.vo.name}-${index}`} className={styles.row}>
              {/* Read as one sentence; the columns are for the eye. */}
              <span className={visuallyHidden}>{sentence(entry)}</span>
              <span aria-hidden className={styles.rank} data-top={index < 3 || undefined}>
                {index + 1}
              </span>
              <span aria-hidden className={styles.who}>
                <span className={styles.game} dir="auto">
                  {entry.vo.game}
                </span>
                <span className={styles.player} dir="ltr">
                  {entry.vo.name}
                </span>
              </span>
              <span aria-hidden className={styles.prize}>
                <bdi>{entry.vo.prize}</bdi>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
