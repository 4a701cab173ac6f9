import { Button } from '@portal/ui';
import { Download } from 'lucide-react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './records.css';

export interface RecordExportProps {
  onExport: () => void;
  busy: boolean;
  /** Nothing to export (no row selected, or the record still loading). */
  disabled: boolean;
  /** Why the last export failed, in the member's language. */
  problem?: string;
}

/** A record's CSV export, at the end of its filters: the file holds what the filters select. */
export function RecordExport({ onExport, busy, disabled, problem }: RecordExportProps) {
  const { t } = useAccountTranslation();
  return (
    <div className={styles.exportArea}>
      <Button variant="secondary" loading={busy} disabled={disabled} onClick={onExport}>
        <Download aria-hidden size={16} />
        {t('records.export')}
      </Button>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
