import { Button, EmptyState } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

export interface LoadFailedProps {
  /** What could not be loaded, as the member reads it. */
  title: string;
  onRetry: () => void;
}

/** A member-centre page whose data did not load: what failed, and a way to try again. */
export function LoadFailed({ title, onRetry }: LoadFailedProps) {
  const { t } = useAccountTranslation();
  return (
    <EmptyState
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('deposit.retry')}
        </Button>
      }
    />
  );
}
