import { Checkbox } from '@portal/ui';
import type { MouseEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './RegisterForm.css';
import type { RegisterFormLabels } from './registerLabels';
import type { RegisterFormValues } from './registerTypes';

export interface RegisterTermsProps {
  text: RegisterFormLabels;
  onOpenTerms: () => void;
  onOpenAgreement: () => void;
}

/** The terms box, with the terms and the user agreement as links in its label, and its inline error. */
export function RegisterTerms({ text, onOpenTerms, onOpenAgreement }: RegisterTermsProps) {
  const { trigger } = useFormContext<RegisterFormValues>();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<RegisterFormValues, 'terms'>({ name: 'terms' });
  const { message } = useFormsTranslation();
  // A press on a link opens the text; the label must not tick the box as well.
  const open = (callback: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    callback();
  };
  return (
    <Checkbox
      ref={ref}
      name={name}
      checked={value}
      onBlur={onBlur}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
        // The error goes as soon as the box is ticked, before the next submit.
        if (fieldState.error) void trigger('terms');
      }}
      error={message(fieldState.error?.message)}
      label={
        <>
          {text.termsPrefix}{' '}
          <button type="button" className={styles.inlineLink} onClick={open(onOpenTerms)}>
            {text.termsName}
          </button>{' '}
          {text.termsAnd}{' '}
          <button type="button" className={styles.inlineLink} onClick={open(onOpenAgreement)}>
            {text.userAgreement}
          </button>
        </>
      }
    />
  );
}
