import type { Game } from '@portal/api';
import { cx, EmptyState, GameCard, hasFreeTrial, inlineVars, visuallyHidden } from '@portal/ui';
import { Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import { CardPlaceholder } from '../private/CardPlaceholder';
import * as styles from './GameGrid.css';
import { useVirtualGrid } from './useVirtualGrid';

export const gameGridHeadingLevels = [2, 3, 4] as const;

/** The narrowest a column gets by default, in pixels: six columns in a 1,200 px lobby. */
export const gameGridMinColumnWidth = 168;

/** A card's height beyond its square art (name, vendor, trial row, padding): the guess before measuring. */
const estimatedBodyHeight = 96;

export interface GameGridProps {
  /** The games, in order; thousands are fine: only the rows near the viewport are rendered. */
  games: readonly Game[];
  /** The member's favourite games by `nodeId`; `undefined` hides every card's toggle (logged out). */
  favourites?: ReadonlySet<number>;
  /** The game's art address (for example on an image CDN); without it, or on error, built-in art shows. */
  imageUrl?: (game: Game) => string | undefined;
  /** The vendor's display name shown under the game's name. */
  vendorName?: (game: Game) => string | undefined;
  /** PLAY NOW: the host applies the start-game rules. */
  onPlay: (game: Game) => void;
  /** FREE TRIAL (shown only for games with a trial, see `hasFreeTrial`); without it no card offers one. */
  onTrial?: (game: Game) => void;
  /** Asks to add (`true`) or remove (`false`) a favourite; the host owns the state and the throttle. */
  onToggleFavourite?: (game: Game, next: boolean) => void;
  /** Shows placeholder cards and marks the grid busy. */
  loading?: boolean;
  /** How many placeholder cards show while loading; 12 by default. */
  placeholderCount?: number;
  /** The empty state's headline; "No games found" by default. */
  emptyTitle?: ReactNode;
  /** The empty state's explanation; a hint to change the filters by default. */
  emptyDescription?: ReactNode;
  /** A way forward from the empty state, for example a button that clears the search. */
  emptyAction?: ReactNode;
  /** The heading level of the game names within the page's outline; 3 by default. */
  headingLevel?: (typeof gameGridHeadingLevels)[number];
  /** Names the list; "Games" by default. */
  label?: string;
  /** The narrowest column, in pixels; the column count follows the grid's inline size. */
  minColumnWidth?: number;
  /** Rows kept rendered beyond each edge of the viewport; 1 by default. */
  overscan?: number;
  className?: string;
}

const nameOf = (game: Game) => game.displayName || game.gameName || game.nodeName;

/**
 * The lobby's game grid, virtualised for catalogues of thousands: only the rows in or near the viewport
 * (of the window, or of a scrolling container such as a dialog's body) are in the DOM, while the list
 * keeps its full height and tells screen readers its size (`aria-setsize`, `aria-posinset`).
 */
export function GameGrid({
  games,
  favourites,
  imageUrl,
  vendorName,
  onPlay,
  onTrial,
  onToggleFavourite,
  loading = false,
  placeholderCount = 12,
  emptyTitle,
  emptyDescription,
  emptyAction,
  headingLevel = 3,
  label,
  minColumnWidth = gameGridMinColumnWidth,
  overscan = 1,
  className,
}: GameGridProps) {
  const { t } = useLobbyScreensTranslation();
  const { setList, columns, rowPitch, totalHeight, indices, onFocus, onBlur } = useVirtualGrid({
    count: loading ? 0 : games.length,
    minColumnWidth,
    overscan,
    estimatedBodyHeight,
  });

  if (loading) {
    return (
      <div className={cx(styles.root, className)} data-slot="game-grid" data-state="loading" aria-busy>
        <p role="status" className={visuallyHidden}>
          {t('gameGrid.loading')}
        </p>
        <ul
          aria-hidden
          className={styles.placeholders}
          style={inlineVars({ [styles.minColumnVar]: `${minColumnWidth}px` })}
        >
          {Array.from({ length: placeholderCount }, (_, index) => (
            <li key={index} className={styles.placeholder}>
              <CardPlaceholder seed={index} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (games.length === 0) {
    return (
      <div className={cx(styles.root, className)} data-slot="game-grid" data-state="empty">
        <EmptyState
          icon={<Gamepad2 size={32} strokeWidth={1.75} />}
          title={emptyTitle ?? t('gameGrid.emptyTitle')}
          description={emptyDescription ?? t('gameGrid.emptyDescription')}
          action={emptyAction}
          headingLevel={headingLevel}
        />
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)} data-slot="game-grid" data-state="ready">
      <ul
        ref={setList}
        // Safari drops the list role of a list without bullets unless it is explicit.
        role="list"
        aria-label={label ?? t('gameGrid.label')}
        className={styles.list}
        style={inlineVars(
          { [styles.columnsVar]: columns, [styles.rowPitchVar]: `${rowPitch}px` },
          { blockSize: `${totalHeight}px` },
        )}
        data-columns={columns}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {indices.map((index) => {
          const game = games[index]!;
          return (
            <li
              key={game.nodeId}
              className={styles.item}
              data-index={index}
              aria-setsize={games.length}
              aria-posinset={index + 1}
              style={inlineVars({
                [styles.rowVar]: Math.floor(index / columns),
                [styles.columnVar]: index % columns,
              })}
            >
              <GameCard
                nodeId={game.nodeId}
                name={nameOf(game)}
                imageUrl={imageUrl?.(game)}
                vendorName={vendorName?.(game)}
                hot={game.isHot === 1}
                hasTrial={onTrial ? hasFreeTrial(game) : false}
                favourite={favourites ? favourites.has(game.nodeId) : undefined}
                onPlay={() => onPlay(game)}
                onTrial={() => onTrial?.(game)}
                onToggleFavourite={(next) => onToggleFavourite?.(game, next)}
                headingLevel={headingLevel}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
