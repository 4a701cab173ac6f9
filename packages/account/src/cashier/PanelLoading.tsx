import { Skeleton } from '@portal/ui';
import * as styles from './cashier.css';

/** A member-centre panel while its data loads: its frame with skeleton lines, marked busy. */
export function PanelLoading({ lines = 5 }: { lines?: number }) {
  return (
    <div className={styles.panel} aria-busy="true">
      <Skeleton lines={lines} />
    </div>
  );
}
