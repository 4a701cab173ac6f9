import { Skeleton } from '@portal/ui';
import * as styles from './LobbyBrowser.css';

/** The lobby page's shape while its code loads, so nothing moves when it arrives. */
export function LobbyBrowserPlaceholder() {
  return (
    <div className={styles.browser} aria-hidden>
      <Skeleton shape="rect" blockSize={480} />
      <div className={styles.main}>
        <Skeleton shape="rect" blockSize={40} />
        <Skeleton shape="rect" blockSize={40} />
        <Skeleton shape="rect" blockSize={560} />
      </div>
    </div>
  );
}
