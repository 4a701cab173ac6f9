import { cx } from '@portal/ui';
import type { ReactNode } from 'react';
import * as styles from './LotteryArt.css';

export interface LotteryArtProps {
  /** The lottery category (`gameGroupCode`): 11X5, LF, LHC, PK10 or SSC; others get a ticket. */
  group: string;
  className?: string;
}

const ball = (x: number, y: number, r: number, alt = false) => (
  <circle key={`${x}-${y}`} cx={x} cy={y} r={r} className={alt ? styles.ballAlt : styles.ball} />
);

/** Each category's picture, drawn from the theme's tokens on a 64 unit square. */
const art: Record<string, ReactNode> = {
  // Eleven choose five: five balls drawn from a rack.
  '11X5': (
    <>
      <rect x="10" y="40" width="44" height="8" rx="4" className={styles.line} />
      {[14, 23, 32, 41, 50].map((x, i) => ball(x, i % 2 === 0 ? 30 : 24, 5, i === 2))}
    </>
  ),
  // Low-frequency daily draws: a calendar page with three digits.
  LF: (
    <>
      <rect x="12" y="14" width="40" height="38" rx="6" className={styles.panel} />
      <rect x="12" y="14" width="40" height="10" rx="5" className={styles.accent} />
      {[20, 32, 44].map((x) => (
        <rect key={x} x={x - 4} y="30" width="8" height="14" rx="2" className={styles.ball} />
      ))}
    </>
  ),
  // Mark Six: six balls around the special number.
  LHC: (
    <>
      {Array.from({ length: 6 }, (_, i) => {
        const angle = (i / 6) * Math.PI * 2 - Math.PI / 2;
        return ball(32 + Math.cos(angle) * 16, 32 + Math.sin(angle) * 16, 5);
      })}
      {ball(32, 32, 7, true)}
    </>
  ),
  // PK10 racing: a chequered flag on its pole.
  PK10: (
    <>
      <rect x="16" y="12" width="3" height="42" rx="1.5" className={styles.line} />
      <rect x="19" y="14" width="30" height="20" rx="2" className={styles.panel} />
      {[0, 1, 2, 3, 4, 5].flatMap((col) =>
        [0, 1, 2, 3].map((row) =>
          (col + row) % 2 === 0 ? (
            <rect
              key={`${col}-${row}`}
              x={19 + col * 5}
              y={14 + row * 5}
              width="5"
              height="5"
              className={styles.accent}
            />
          ) : null,
        ),
      )}
    </>
  ),
  // Time-time lottery: a stopwatch, drawn every few minutes.
  SSC: (
    <>
      <rect x="28" y="8" width="8" height="5" rx="2" className={styles.accent} />
      <circle cx="32" cy="36" r="19" className={styles.panel} />
      <circle cx="32" cy="36" r="19" className={styles.ring} />
      <path d="M32 36V24M32 36l8 6" className={styles.hand} />
      {ball(32, 36, 2.5, true)}
    </>
  ),
};

const ticket = (
  <>
    <path d="M12 20h40v8a4 4 0 0 0 0 8v8H12v-8a4 4 0 0 0 0-8z" className={styles.panel} />
    {ball(26, 32, 4)}
    {ball(38, 32, 4, true)}
  </>
);

/** A lottery category's picture (decorative: the category's title names it). */
export function LotteryArt({ group, className }: LotteryArtProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden
      focusable="false"
      className={cx(styles.art, className)}
      data-slot="lottery-art"
      data-group={group}
    >
      <rect width="64" height="64" rx="16" className={styles.backdrop} />
      {art[group.toUpperCase()] ?? ticket}
    </svg>
  );
}
