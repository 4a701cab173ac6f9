import type { OpenedDraw } from '@portal/api';
import {
  cx,
  DataTable,
  EmptyState,
  latinDateTimeFormat,
  type DataTableColumn,
  visuallyHidden,
} from '@portal/ui';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import * as styles from './DrawResults.css';

export interface DrawResultsProps {
  /** The latest opened draws, newest first. */
  draws: readonly OpenedDraw[];
  /** A game's name by its code; the code itself by default. */
  gameName?: (gameCode: string) => string | undefined;
  /** Shows the game column (the default); false for one game's draws, whose title names the game. */
  showGame?: boolean;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  /** The time zone the draw times are read in; the browser's by default. */
  timeZone?: string;
  /** The table's caption; "Latest draws" by default. */
  title?: string;
  className?: string;
}

/** The latest opened draws: the game, the draw's number, the numbers drawn as balls, and when. */
export function DrawResults({
  draws,
  gameName,
  showGame = true,
  loading = false,
  timeZone,
  title,
  className,
}: DrawResultsProps) {
  const { t, locale } = useLobbyScreensTranslation();
  const time = latinDateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const game: DataTableColumn<OpenedDraw> = {
    key: 'game',
    header: t('draws.game'),
    cell: (draw) => <span dir="auto">{gameName?.(draw.gameCode) ?? draw.gameCode}</span>,
  };
  const columns: DataTableColumn<OpenedDraw>[] = [
    ...(showGame ? [game] : []),
    { key: 'numero', header: t('draws.numero'), cell: (draw) => <bdi>{draw.numero}</bdi> },
    {
      key: 'result',
      header: t('draws.result'),
      cell: (draw) => (
        <>
          {/* Read as one list of numbers; the balls are for the eye. */}
          <span className={visuallyHidden}>{draw.result.join(', ')}</span>
          <span aria-hidden className={styles.balls} dir="ltr">
            {draw.result.map((number, index) => (
              <span key={index} className={styles.ball}>
                {number}
              </span>
            ))}
          </span>
        </>
      ),
    },
    {
      key: 'time',
      header: t('draws.time'),
      align: 'end',
      cell: (draw) => (
        <time dateTime={new Date(draw.openedAt).toISOString()}>{time.format(draw.openedAt)}</time>
      ),
    },
  ];
  return (
    <DataTable
      className={cx(styles.root, className)}
      columns={columns}
      rows={draws}
      getRowKey={(draw) => `${draw.gameCode}-${draw.numero}`}
      caption={title ?? t('draws.title')}
      loading={loading}
      loadingLabel={t('draws.loading')}
      empty={<EmptyState size="compact" title={t('draws.empty')} />}
    />
  );
}
