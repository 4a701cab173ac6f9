import { Select, type SelectProps } from '@portal/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './useBoundField';

export type FormSelectFieldProps<Values extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & { name: FieldPath<Values> };

/** A ui Select bound to the form. */
export function FormSelectField<Values extends FieldValues>({
  name,
  ...props
}: FormSelectFieldProps<Values>) {
  const { ref, name: fieldName, value, onChange, onBlur, error } = useBoundField<Values>(name);
  return (
    <Select
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
