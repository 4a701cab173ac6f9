import { useState } from 'react';

/**
 * What a closing dialog keeps showing: the value while there is one, then the last one it had, so the
 * dialog plays its exit motion with its content rather than going blank.
 */
export function useLastShown<T>(value: T | null | undefined): T | null | undefined {
  const [shown, setShown] = useState(value);
  if (value && value !== shown) setShown(value);
  return value ?? shown;
}
