import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

/**
 * What a ui input needs to be bound to the form: ref, name, value, change and blur handlers, and the
 * field's first error translated. Shared by every Form*Field.
 */
export function useBoundField<Values extends FieldValues>(name: FieldPath<Values>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<Values>({ name });
  const { message } = useFormsTranslation();
  return {
    ref,
    name: fieldName,
    value: value as unknown,
    onChange,
    onBlur,
    error: message(fieldState.error?.message),
  };
}
