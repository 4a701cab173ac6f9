import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './FormAlert.css';

export interface FormAlertProps {
  /** `critical`: a failed submit (read at once); `info`: a note; `inline`: an error under a control. */
  tone?: 'critical' | 'info' | 'inline';
  id?: string;
  children: ReactNode;
}

/** A message of the form as a whole. Errors are announced (`role="alert"`) when they appear. */
export function FormAlert({ tone = 'critical', id, children }: FormAlertProps) {
  const Icon = tone === 'info' ? Info : CircleAlert;
  return (
    <div
      id={id}
      role={tone === 'info' ? undefined : 'alert'}
      className={styles.alert[tone]}
      data-slot="form-alert"
      data-tone={tone}
    >
      <Icon aria-hidden size={tone === 'inline' ? 16 : 18} className={styles.icon[tone]} />
      <span>{children}</span>
    </div>
  );
}
