import { visuallyHidden } from '@portal/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { FormDescription } from '../Form';
import * as styles from './FeedbackForm.css';

export interface LengthCounterProps {
  /** Characters counted as the rule counts them (trimmed). */
  count: number;
  max: number;
  /** The rule in words, read before the count by screen readers. */
  hint: string;
}

/**
 * The live character count of a text area, as its description: read when the field is focused, never
 * announced at every keystroke (no live region).
 */
export function LengthCounter({ count, max, hint }: LengthCounterProps) {
  const { t } = useFormsTranslation();
  return (
    <FormDescription className={styles.counter} data-state={count > max ? 'over' : undefined}>
      <span className={visuallyHidden}>{hint}</span>{' '}
      <span data-slot="counter">{t('feedback.counter', { count, max })}</span>
    </FormDescription>
  );
}
