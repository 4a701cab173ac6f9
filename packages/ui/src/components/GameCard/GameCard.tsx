import { Flame, Heart } from 'lucide-react';
import { useId } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { IconButton } from '../Button/IconButton';
import { cardStyleOf } from './cardStyleOf';
import * as styles from './GameCard.css';
import { GameCardMedia } from './GameCardMedia';

export const gameCardHeadingLevels = [2, 3, 4] as const;

export interface GameCardProps {
  /** The game's id; picks one of the five background styles (`nodeId % 5 + 1`) and the fallback art. */
  nodeId: number;
  /** The game's display name; it labels the card. */
  name: string;
  /** The game's icon; loaded only once the card is on screen. Without it (or on error) built-in art shows. */
  imageUrl?: string;
  /** The vendor's display name, shown under the game's name. */
  vendorName?: string;
  /** Shows the hot badge (the caller passes `isHot === 1`). */
  hot?: boolean;
  /** Shows the FREE TRIAL action (see `hasFreeTrial`). */
  hasTrial?: boolean;
  /** Whether the game is a favourite; `undefined` hides the toggle (for example when logged out). */
  favourite?: boolean;
  /** Launches the game. */
  onPlay?: () => void;
  /** Launches the free trial. */
  onTrial?: () => void;
  /** Asks to add (`true`) or remove (`false`) the game from favourites; the caller owns the state. */
  onToggleFavourite?: (next: boolean) => void;
  /** The play action's text; "PLAY NOW" by default. */
  playLabel?: string;
  /** The trial action's text; "FREE TRIAL" by default. */
  trialLabel?: string;
  /** The heading level of the name within the page's outline; 3 by default. */
  headingLevel?: (typeof gameCardHeadingLevels)[number];
  className?: string;
}

/** A game in the lobby grid: its art, name and vendor, a hot badge, play and trial actions, favourite. */
export function GameCard({
  nodeId,
  name,
  imageUrl,
  vendorName,
  hot = false,
  hasTrial = false,
  favourite,
  onPlay,
  onTrial,
  onToggleFavourite,
  playLabel,
  trialLabel,
  headingLevel = 3,
  className,
}: GameCardProps) {
  const { t } = useUiTranslation();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const style = cardStyleOf(nodeId);
  return (
    <article
      aria-labelledby={nameId}
      className={cx(styles.card, styles.cardStyle[style], className)}
      data-slot="game-card"
      data-style={style}
    >
      <GameCardMedia nodeId={nodeId} imageUrl={imageUrl}>
        {hot ? (
          <span className={styles.hot} data-slot="game-card-hot">
            <Flame size={12} aria-hidden strokeWidth={2.5} />
            {t('gameCard.hot')}
          </span>
        ) : null}
        <div className={styles.actions} data-slot="game-card-actions">
          <Button size="sm" className={styles.play} aria-describedby={nameId} onClick={onPlay}>
            {playLabel ?? t('gameCard.playNow')}
          </Button>
        </div>
        {favourite === undefined ? null : (
          <IconButton
            size="sm"
            className={styles.favourite}
            aria-pressed={favourite}
            label={t(favourite ? 'gameCard.removeFavourite' : 'gameCard.addFavourite', { name })}
            icon={<Heart size={16} fill={favourite ? 'currentColor' : 'none'} />}
            onClick={() => onToggleFavourite?.(!favourite)}
          />
        )}
      </GameCardMedia>
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name} title={name}>
          {name}
        </Heading>
        <div className={styles.meta}>
          {vendorName ? <p className={styles.vendor}>{vendorName}</p> : <span />}
          {hasTrial ? (
            <Button
              size="sm"
              variant="secondary"
              className={styles.trial}
              aria-describedby={nameId}
              onClick={onTrial}
            >
              {trialLabel ?? t('gameCard.freeTrial')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
