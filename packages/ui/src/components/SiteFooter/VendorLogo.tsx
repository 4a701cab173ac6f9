import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './VendorLogo.css';

/** The game providers the footer shows by default (spec 2.4). */
export const footerVendorCodes = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

export interface VendorLogoProps {
  /** The vendor's code (the `vassalage`), drawn as the wordmark. */
  code: string;
  /** The accessible name; the code by default. */
  name?: string;
  className?: string;
}

// Four simple marks; each vendor gets one from its code, so the row looks varied yet stays generic.
const marks: ReactNode[] = [
  <circle key="ring" cx="20" cy="20" r="8" />,
  <path key="diamond" d="M20 11l9 9-9 9-9-9z" />,
  <path key="triangle" d="M20 11l9 16H11z" />,
  <path key="hexagon" d="M15.5 12.2h9l4.5 7.8-4.5 7.8h-9L11 20z" />,
];

const markOf = (code: string): ReactNode =>
  marks[[...code].reduce((sum, char) => sum + char.charCodeAt(0), 0) % marks.length];

/**
 * A neutral wordmark for a game provider: a rounded plate, a small generic mark and the vendor's code.
 * Drawn in code from theme colours (no external image, no copied trademark), so it re-brands too.
 */
export function VendorLogo({ code, name, className }: VendorLogoProps) {
  return (
    <svg
      role="img"
      aria-label={name ?? code}
      viewBox="0 0 112 40"
      className={cx(styles.logo, className)}
      data-slot="vendor-logo"
      focusable="false"
    >
      <rect className={styles.plate} x="0.5" y="0.5" width="111" height="39" rx="10" />
      <g className={styles.mark}>{markOf(code)}</g>
      {/* A wordmark is not mirrored: it reads left to right in every language. */}
      <text
        className={styles.code}
        x="70"
        y="21"
        textAnchor="middle"
        dominantBaseline="central"
        direction="ltr"
      >
        {code}
      </text>
    </svg>
  );
}
