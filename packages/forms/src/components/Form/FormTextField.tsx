import { PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from '@portal/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './useBoundField';

type Bound<Props> = Omit<Props, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

export type FormTextFieldProps<Values extends FieldValues> = Bound<TextFieldProps> & {
  name: FieldPath<Values>;
};

/** A ui TextField bound to the form: value, touch and the first error, translated below the field. */
export function FormTextField<Values extends FieldValues>({ name, ...props }: FormTextFieldProps<Values>) {
  const { ref, name: fieldName, value, onChange, onBlur, error } = useBoundField<Values>(name);
  return (
    <TextField
      {...props}
      ref={ref}
      name={fieldName}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}

export type FormPasswordFieldProps<Values extends FieldValues> = Bound<PasswordFieldProps> & {
  name: FieldPath<Values>;
};

/** A ui PasswordField bound to the form. The password never leaves the form's state. */
export function FormPasswordField<Values extends FieldValues>({
  name,
  ...props
}: FormPasswordFieldProps<Values>) {
  const { ref, name: fieldName, value, onChange, onBlur, error } = useBoundField<Values>(name);
  return (
    <PasswordField
      {...props}
      ref={ref}
      name={fieldName}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
