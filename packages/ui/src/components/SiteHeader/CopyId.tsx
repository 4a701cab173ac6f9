import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { IconButton } from '../Button';
import { useToast } from '../Toast';
import * as styles from './SiteHeader.css';

/** How long the copy icon shows a tick after copying. */
const copiedFor = 2000;

export interface CopyIdProps {
  /** The member's ID. */
  id: string | number;
}

/**
 * The member's ID with a copy button. Copying writes the ID to the clipboard and says "copy success" in a
 * toast (the provider's live region announces it); a refused clipboard says so in a critical toast.
 */
export function CopyId({ id }: CopyIdProps) {
  const { t } = useUiTranslation();
  const { toast, dismiss } = useToast();
  const [copied, setCopied] = useState(false);
  const lastToast = useRef<string | null>(null);
  const text = String(id);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), copiedFor);
    return () => window.clearTimeout(timer);
  }, [copied]);

  // A fresh toast for each copy (the last one closed first), so a second copy is announced again.
  const say = (message: string, tone: 'positive' | 'critical') => {
    if (lastToast.current) dismiss(lastToast.current);
    lastToast.current = toast({ message, tone });
  };

  const copy = async () => {
    try {
      // Throws where there is no clipboard (an insecure context) as well as where it is refused.
      await navigator.clipboard.writeText(text);
      setCopied(true);
      say(t('toast.copySuccess'), 'positive');
    } catch {
      say(t('header.copyFailed'), 'critical');
    }
  };

  return (
    <span className={styles.idRow} data-slot="copy-id">
      <span className={styles.idText}>
        <span>{t('header.id')}</span>
        <span dir="ltr" className={styles.idValue}>
          {text}
        </span>
      </span>
      <IconButton
        size="sm"
        className={styles.copy}
        data-copied={copied || undefined}
        label={t('header.copyId', { id: text })}
        icon={copied ? <Check size={14} strokeWidth={2.5} /> : <Copy size={14} />}
        onClick={copy}
      />
    </span>
  );
}
