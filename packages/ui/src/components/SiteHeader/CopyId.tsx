import { useUiTranslation } from '../../i18n/useUiTranslation';
import { CopyButton } from '../CopyButton';
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
  const text = String(id);

  return (
    <span className={styles.idRow} data-slot="copy-id">
      <span className={styles.idText}>
        <span>{t('header.id')}</span>
        <span dir="ltr" className={styles.idValue}>
          {text}
        </span>
      </span>
      <CopyButton
        text={text}
        className={styles.copy}
        iconSize={14}
        label={t('header.copyId', { id: text })}
        failedMessage={t('header.copyFailed')}
      />
    </span>
  );
}
