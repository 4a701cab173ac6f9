import { useCallback, useSyncExternalStore, type RefObject } from 'react';
import { isFilled } from '../private/FieldFrame';

/**
 * Whether the input holds a value, for both controlled and uncontrolled use. Uncontrolled, the DOM is
 * the truth: typing fires `input`, and a value written through the ref (react-hook-form's `reset`,
 * `setValue`) is read again on the next render.
 */
export function useHasValue(
  ref: RefObject<HTMLInputElement | null>,
  value: unknown,
  defaultValue: unknown,
): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const input = ref.current;
      input?.addEventListener('input', onChange);
      return () => input?.removeEventListener('input', onChange);
    },
    [ref],
  );
  const initial = isFilled(defaultValue);
  const filled = useSyncExternalStore(
    subscribe,
    () => (ref.current ? ref.current.value !== '' : initial),
    () => initial,
  );
  return value === undefined ? filled : isFilled(value);
}
