import { useCallback } from 'react';
import { useFailureOutcome } from './useFailureOutcome';

/**
 * Wraps a platform call for a form callback that shows a rejection's message itself (sending an SMS
 * code, the phone provider's check): the failure comes back as an Error in the member's words, never
 * as the client's code.
 */
export function useWordedCall() {
  const failureOutcome = useFailureOutcome();
  return useCallback(
    <Args extends unknown[], T>(call: (...args: Args) => Promise<T>) =>
      async (...args: Args): Promise<T> => {
        try {
          return await call(...args);
        } catch (error) {
          throw new Error(failureOutcome(error).message, { cause: error });
        }
      },
    [failureOutcome],
  );
}
