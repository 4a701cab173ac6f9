import type { LotteryGame, LotteryMenuValue } from '@portal/api';
import { cx, EmptyState, focusRing, Skeleton, visuallyHidden } from '@portal/ui';
import { Ticket } from 'lucide-react';
import { useId } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import { drawInterval } from './drawInterval';
import { LotteryArt } from './LotteryArt';
import * as styles from './LotteryMenu.css';

export type LotteryMenuGroup = LotteryMenuValue['gameMenus'][number];

export interface LotteryMenuProps {
  /** A prize mode's menus (`gameMenus`), one per category (`gameGroupCode`), in the server's order. */
  menus: readonly LotteryMenuGroup[];
  /** Called with the chosen game (the host opens its lottery screen with its gameCode). */
  onSelect: (game: LotteryGame) => void;
  /** The game on screen, marked `aria-current`. */
  selected?: string;
  /** Shows placeholder groups and marks the menu busy. */
  loading?: boolean;
  /** Names the menu; "Lottery games" by default. */
  label?: string;
  /** The heading level of each category's title; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function Group({
  menu,
  onSelect,
  selected,
  headingLevel,
}: {
  menu: LotteryMenuGroup;
  onSelect: (game: LotteryGame) => void;
  selected?: string;
  headingLevel: 2 | 3 | 4;
}) {
  const { t, locale } = useLobbyScreensTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.group} data-group={menu.gameGroupCode}>
      <LotteryArt group={menu.gameGroupCode} />
      <div className={styles.groupBody}>
        <Heading id={titleId} className={styles.title}>
          {menu.title}
        </Heading>
        <ul aria-labelledby={titleId} className={styles.games}>
          {menu.games.map((game) => (
            <li key={game.gameCode} className={styles.gameItem}>
              <button
                type="button"
                className={cx(styles.game, focusRing)}
                aria-current={game.gameCode === selected ? 'true' : undefined}
                onClick={() => onSelect(game)}
              >
                <span className={styles.gameName} dir="auto">
                  {game.name}
                </span>{' '}
                <span className={styles.interval}>
                  {t('lottery.every', { duration: drawInterval(game.drawIntervalSeconds, locale) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * A prize mode's lottery menus (spec 3 and the lottery screens): one group per category with its art
 * (11X5, LF, LHC, PK10, SSC), each game a button.
 */
export function LotteryMenu({
  menus,
  onSelect,
  selected,
  loading = false,
  label,
  headingLevel = 3,
  className,
}: LotteryMenuProps) {
  const { t } = useLobbyScreensTranslation();
  const name = label ?? t('lottery.label');
  return (
    <nav
      aria-label={name}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
      data-slot="lottery-menu"
    >
      {loading ? (
        <>
          <p role="status" className={visuallyHidden}>
            {t('lottery.loading')}
          </p>
          <ul aria-hidden className={styles.groups}>
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index} className={styles.group}>
                <Skeleton shape="rect" inlineSize={64} blockSize={64} />
                <span className={styles.groupBody}>
                  <Skeleton inlineSize="30%" blockSize="1.1em" />
                  <Skeleton shape="rect" inlineSize="60%" blockSize={48} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : menus.length === 0 ? (
        <EmptyState
          size="compact"
          icon={<Ticket size={22} strokeWidth={1.75} />}
          title={t('lottery.emptyTitle')}
          description={t('lottery.emptyDescription')}
        />
      ) : (
        <ul className={styles.groups}>
          {menus.map((menu) => (
            <Group
              key={menu.gameGroupCode}
              menu={menu}
              onSelect={onSelect}
              selected={selected}
              headingLevel={headingLevel}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
