import { useCallback, useState } from 'react';

/** What every form's async callback resolves with: success, or a failure with the platform's message. */
export type SubmitOutcome = { ok: true } | { ok: false; message?: string };

const unknownFailure = 'error.unknown';

/**
 * Runs a form's async callback: `pending` while it runs (the submit button shows loading), and the
 * failure's message (a catalogue key or the server's sentence) until the next submit. A rejected
 * callback counts as a failure with its error's message, so the button never stays loading.
 */
export function useSubmitOutcome() {
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const run = useCallback(async <Outcome extends SubmitOutcome>(submit: () => Promise<Outcome>) => {
    setFailure(undefined);
    setPending(true);
    try {
      const outcome = await submit();
      if (!outcome.ok) setFailure(outcome.message || unknownFailure);
      return outcome;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : unknownFailure;
      setFailure(message);
      return { ok: false, message } as const;
    } finally {
      setPending(false);
    }
  }, []);
  const clear = useCallback(() => setFailure(undefined), []);
  return { failure, pending, run, clear };
}
