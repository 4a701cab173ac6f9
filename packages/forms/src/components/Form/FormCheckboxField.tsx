import { Checkbox, type CheckboxProps } from '@portal/ui';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

export type FormCheckboxFieldProps<Values extends FieldValues> = Omit<
  CheckboxProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'
> & { name: FieldPath<Values> };

/** A ui Checkbox bound to a boolean of the form (terms, remember me), with its inline error. */
export function FormCheckboxField<Values extends FieldValues>({
  name,
  ...props
}: FormCheckboxFieldProps<Values>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<Values>({ name });
  const { message } = useFormsTranslation();
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={fieldName}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={message(fieldState.error?.message)}
    />
  );
}
