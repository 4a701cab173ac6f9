import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { IconButton } from '../Button';
import * as styles from './Toast.css';
import type { ToastItem, ToastTone } from './toastStore';

const icons: Record<ToastTone, typeof Info> = {
  info: Info,
  positive: CircleCheck,
  caution: TriangleAlert,
  critical: CircleAlert,
};

interface ToastCardProps {
  item: ToastItem;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

/** One toast. Its live element is mounted empty and filled a frame later, so it is always announced. */
export function ToastCard({ item, dismissLabel, onDismiss }: ToastCardProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const Icon = icons[item.tone];

  const dismiss = (event: MouseEvent<HTMLButtonElement>) => {
    // Keep keyboard focus among the toasts rather than dropping it on the page.
    const card = event.currentTarget.closest('li');
    const next = card?.nextElementSibling ?? card?.previousElementSibling;
    next?.querySelector<HTMLButtonElement>('button')?.focus();
    onDismiss(item.id);
  };

  return (
    <li className={styles.toast} data-tone={item.tone} data-slot="toast">
      <span aria-hidden className={styles.icon}>
        <Icon size={18} strokeWidth={2.25} />
      </span>
      <div role={item.tone === 'critical' ? 'alert' : 'status'} aria-atomic="true" className={styles.message}>
        {ready ? item.message : null}
      </div>
      <IconButton
        size="sm"
        label={dismissLabel}
        icon={<X size={16} />}
        className={styles.dismiss}
        onClick={dismiss}
      />
    </li>
  );
}
