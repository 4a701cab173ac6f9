import { CircleCheck } from 'lucide-react';
import * as styles from './FeedbackForm.css';

export interface FormConfirmationProps {
  /** The positive message; nothing shows without one. */
  message?: string;
}

/**
 * The polite live region of a form's success: always present, so the message is announced when it
 * appears inside it.
 */
export function FormConfirmation({ message }: FormConfirmationProps) {
  return (
    <div role="status" aria-atomic="true" className={styles.liveRegion}>
      {message ? (
        <p className={styles.confirmation} data-slot="form-confirmation">
          <CircleCheck aria-hidden size={18} className={styles.confirmationIcon} />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
