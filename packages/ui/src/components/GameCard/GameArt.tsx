import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { cardStyleOf, type CardStyle } from './cardStyleOf';
import * as styles from './GameArt.css';

export interface GameArtProps {
  /** Chooses the emblem and the sparkles, so every game gets stable art of its own. */
  nodeId: number;
  className?: string;
}

const emblems: Record<CardStyle, ReactNode> = {
  // A star.
  1: (
    <path
      className={styles.emblem}
      d="M50 27l6.8 14.6 16 1.9-11.8 11 3.1 15.8L50 62.4l-14.1 7.9 3.1-15.8-11.8-11 16-1.9z"
    />
  ),
  // A cut gem.
  2: (
    <>
      <path className={styles.emblem} d="M36 32h28l10 12-24 28-24-28z" />
      <path className={styles.detail} d="M26 44h48M42 32l-4 12 12 28 12-28-4-12" />
    </>
  ),
  // A coin.
  3: (
    <>
      <circle className={styles.emblem} cx="50" cy="50" r="21" />
      <circle className={styles.detail} cx="50" cy="50" r="15" />
      <path className={styles.detail} d="M50 40v20M45 44h8a3 3 0 0 1 0 6h-6a3 3 0 0 0 0 6h8" />
    </>
  ),
  // A crown.
  4: (
    <>
      <path className={styles.emblem} d="M28 66l-3-30 14 12 11-18 11 18 14-12-3 30z" />
      <path className={styles.detail} d="M30 58h40" />
    </>
  ),
  // A die.
  5: (
    <>
      <rect className={styles.emblem} x="30" y="30" width="40" height="40" rx="8" />
      {[
        [40, 40],
        [60, 40],
        [50, 50],
        [40, 60],
        [60, 60],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3.4" className={styles.detail} />
      ))}
    </>
  ),
};

/** Stable pseudo-random sparkle positions from the id (never Math.random: pictures must not change). */
function sparkles(nodeId: number): Array<{ x: number; y: number; r: number }> {
  let seed = (Math.abs(Math.trunc(nodeId)) * 2654435761) % 4294967296;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  return Array.from({ length: 4 }, (_, i) => {
    const angle = (i / 4) * Math.PI * 2 + next() * 1.2;
    const distance = 30 + next() * 12;
    return { x: 50 + Math.cos(angle) * distance, y: 50 + Math.sin(angle) * distance, r: 0.8 + next() * 1.4 };
  });
}

/** Built-in art drawn from theme tokens: shown when a game has no image or its image fails. */
export function GameArt({ nodeId, className }: GameArtProps) {
  const style = cardStyleOf(nodeId);
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden
      focusable="false"
      className={cx(styles.art, className)}
      data-slot="game-art"
      data-style={style}
    >
      <circle className={styles.ring} cx="50" cy="50" r="40" />
      <circle className={styles.ringStrong} cx="50" cy="50" r="31" />
      {sparkles(nodeId).map(({ x, y, r }) => (
        <circle key={`${x.toFixed(2)}-${y.toFixed(2)}`} className={styles.sparkle} cx={x} cy={y} r={r} />
      ))}
      {emblems[style]}
    </svg>
  );
}
