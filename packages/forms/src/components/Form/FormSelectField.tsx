import { Select, type SelectProps } from '@portal/ui';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

export type FormSelectFieldProps<Values extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & { name: FieldPath<Values> };

/** A ui Select bound to the form. */
export function FormSelectField<Values extends FieldValues>({
  name,
  ...props
}: FormSelectFieldProps<Values>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<Values>({ name });
  const { message } = useFormsTranslation();
  return (
    <Select
      {...props}
      ref={ref}
      name={fieldName}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={message(fieldState.error?.message)}
    />
  );
}
