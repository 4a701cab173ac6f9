import { Checkbox, type CheckboxProps } from '@portal/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './useBoundField';

export type FormCheckboxFieldProps<Values extends FieldValues> = Omit<
  CheckboxProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'
> & { name: FieldPath<Values> };

/** A ui Checkbox bound to a boolean of the form (terms, remember me), with its inline error. */
export function FormCheckboxField<Values extends FieldValues>({
  name,
  ...props
}: FormCheckboxFieldProps<Values>) {
  const { ref, name: fieldName, value, onChange, onBlur, error } = useBoundField<Values>(name);
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={fieldName}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
    />
  );
}
