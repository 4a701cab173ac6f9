import { Skeleton } from '@portal/ui';
import * as styles from './CardPlaceholder.css';

/** A game card's placeholder (decorative: the region that loads says so once). */
export function CardPlaceholder({ seed = 0 }: { seed?: number }) {
  return (
    <span aria-hidden className={styles.card} data-slot="card-placeholder">
      <Skeleton shape="rect" blockSize="auto" className={styles.art} />
      <span className={styles.body}>
        <span className={styles.name}>
          <Skeleton inlineSize={`${70 + ((seed * 13) % 25)}%`} blockSize="1em" />
        </span>
        <span className={styles.meta}>
          <Skeleton inlineSize="45%" blockSize="0.8em" />
        </span>
      </span>
    </span>
  );
}
