import { useCallback, useSyncExternalStore, type RefObject } from 'react';
import { isFilled } from '../private/FieldFrame';

/**
 * Whether the input holds a value, for both controlled and uncontrolled use. Controlled, the value
 * says it. Uncontrolled, the DOM is the truth: typing fires `input`, and a value written through the
 * ref (react-hook-form's `reset`, `setValue`) is read again on the next render.
 */
export function useHasValue(
  ref: RefObject<HTMLInputElement | null>,
  value: unknown,
  defaultValue: unknown,
): boolean {
  const controlled = value !== undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const input = ref.current;
      if (controlled || !input) return () => undefined;
      // Told after the event has run its course: a re-render from inside this native listener would
      // run before React's own change handler and put a controlled input's old value back, so that
      // React would never see the change (the input would refuse every keystroke).
      const notify = () => queueMicrotask(onChange);
      input.addEventListener('input', notify);
      return () => input.removeEventListener('input', notify);
    },
    [ref, controlled],
  );
  const initial = isFilled(defaultValue);
  const filled = useSyncExternalStore(
    subscribe,
    () => (ref.current ? ref.current.value !== '' : initial),
    () => initial,
  );
  return controlled ? isFilled(value) : filled;
}
