import { forwardRef, type HTMLAttributes } from 'react';
import { createPortal } from 'react-dom';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { usePortal } from '../../provider/PortalContext';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether the cover shows; keep the component mounted and toggle this so the change is announced. */
  visible?: boolean;
  /** Text shown under the spinner and announced; when omitted, "Loading" is announced but not shown. */
  label?: string;
  /** Cover the whole viewport instead of the nearest positioned parent. */
  fullscreen?: boolean;
}

/**
 * A translucent cover with a spinner over its positioned parent (or the viewport with `fullscreen`).
 * It fades in after a short delay, so quick loads never flash, and is announced once per showing.
 */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { visible = true, label, fullscreen = false, className, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  const { portalContainer } = usePortal();
  const cover = visible ? (
    <div
      ref={ref}
      className={cx(styles.cover, fullscreen && styles.fullscreen, className)}
      data-slot="loading-overlay"
      data-fullscreen={fullscreen || undefined}
      aria-busy="true"
      {...rest}
    >
      <div className={styles.panel}>
        <Spinner size="lg" decorative />
        {/* Read through the status below; hidden here so it is not read twice. */}
        {label ? (
          <span className={styles.label} aria-hidden>
            {label}
          </span>
        ) : null}
      </div>
    </div>
  ) : null;

  return (
    <>
      {/* Always mounted and filled only while visible: screen readers announce the text once. */}
      <span role="status" className={visuallyHidden}>
        {visible ? (label ?? t('loading.label')) : null}
      </span>
      {/* Fullscreen goes to the provider's layer: it escapes clipping parents and keeps brand and direction. */}
      {cover && fullscreen && portalContainer ? createPortal(cover, portalContainer) : cover}
    </>
  );
});
