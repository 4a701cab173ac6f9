import type { ReactNode } from 'react';
import { GameArt } from './GameArt';
import * as styles from './GameCard.css';
import { useLazyImage } from './useLazyImage';

export interface GameCardMediaProps {
  nodeId: number;
  imageUrl?: string;
  /** Drawn over the art: badges and actions. */
  children?: ReactNode;
}

/**
 * The card's art in a frame of fixed aspect ratio: the image loads once on screen and, when there is
 * no url or it fails, the built-in art takes its place.
 */
export function GameCardMedia({ nodeId, imageUrl, children }: GameCardMediaProps) {
  const { ref, src, status, onLoad, onError } = useLazyImage<HTMLDivElement>(imageUrl);
  const failed = status === 'empty' || status === 'error';
  return (
    <div ref={ref} className={styles.media} data-slot="game-card-media" data-state={status}>
      {failed ? (
        <GameArt nodeId={nodeId} className={styles.fallback} />
      ) : (
        // The name labels the card, so the art is decorative.
        <img
          className={styles.image}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          data-state={status}
          onLoad={onLoad}
          onError={onError}
        />
      )}
      {children}
    </div>
  );
}
