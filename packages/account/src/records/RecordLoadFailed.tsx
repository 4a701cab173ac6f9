import { Button, EmptyState } from '@portal/ui';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

export interface RecordLoadFailedProps {
  /** What could not be loaded ("Your betting record could not be loaded."). */
  title: string;
  /** The failure: the platform's refusal is said in words under the title. */
  error: unknown;
  onRetry: () => void;
}

/** A record that did not load: what failed and why, and a way to try again (the filters stay above). */
export function RecordLoadFailed({ title, error, onRetry }: RecordLoadFailedProps) {
  const { t } = useAccountTranslation();
  const failureOutcome = useFailureOutcome();
  return (
    <EmptyState
      role="alert"
      title={title}
      description={failureOutcome(error).message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('deposit.retry')}
        </Button>
      }
    />
  );
}
