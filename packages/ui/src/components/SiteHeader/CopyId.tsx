import { Check, Copy } from 'lucide-react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { IconButton } from '../Button';
import { useCopyText } from '../private/useCopyText';
import * as styles from './SiteHeader.css';

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
  const { copy, copied } = useCopyText();
  const text = String(id);
  const isCopied = copied === text;

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
        data-copied={isCopied || undefined}
        label={t('header.copyId', { id: text })}
        icon={isCopied ? <Check size={14} strokeWidth={2.5} /> : <Copy size={14} />}
        onClick={() => void copy(text, t('header.copyFailed'))}
      />
    </span>
  );
}
