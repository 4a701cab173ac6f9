import { useId, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from '../../Form/useBoundField';
import { FormAlert } from '../FormAlert';
import * as styles from './FormRadioCards.css';

export interface RadioCardOption {
  /** The form's value when this card is chosen. */
  value: string;
  /** The card's name, in bold. */
  title: ReactNode;
  /** A muted line under the name. */
  detail?: ReactNode;
  /** A decorative icon in a disc at the card's start. */
  icon?: ReactNode;
}

export interface FormRadioCardsProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  legend: string;
  options: readonly RadioCardOption[];
  /** Called after the form's value changed (to check fields whose rule depends on this choice). */
  onValueChange?: (value: string) => void;
}

/**
 * A form value picked from cards (the payout account's kind, the account money is paid to): native
 * radios in a fieldset, so arrow keys move between them, with the field's error under the cards.
 */
export function FormRadioCards<Values extends FieldValues>({
  name,
  legend,
  options,
  onValueChange,
}: FormRadioCardsProps<Values>) {
  const bound = useBoundField<Values>(name);
  const errorId = `${useId()}-error`;
  const chosen = options.some((option) => option.value === bound.value) ? bound.value : options[0]?.value;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.card}>
          <input
            // The form focuses the chosen radio (or the first) when the choice is in error.
            ref={option.value === chosen ? bound.ref : undefined}
            type="radio"
            className={styles.radio}
            name={bound.name}
            value={option.value}
            checked={bound.value === option.value}
            aria-describedby={bound.error ? errorId : undefined}
            onChange={() => {
              bound.onChange(option.value);
              onValueChange?.(option.value);
            }}
            onBlur={bound.onBlur}
          />
          {option.icon ? <span className={styles.icon}>{option.icon}</span> : null}
          <span className={styles.text}>
            <span className={styles.title}>{option.title}</span>
            {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
          </span>
        </label>
      ))}
      {bound.error ? (
        <div className={styles.error}>
          <FormAlert tone="inline" id={errorId}>
            {bound.error}
          </FormAlert>
        </div>
      ) : null}
    </fieldset>
  );
}
