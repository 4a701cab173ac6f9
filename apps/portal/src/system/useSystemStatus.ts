import type { SystemStatusValue } from '@portal/api';
import { useCallback, useEffect, useState } from 'react';
import { fetchSystemStatus } from './fetchSystemStatus';

export type SystemStatusState =
  { state: 'loading' } | { state: 'ready'; value: SystemStatusValue } | { state: 'error' };

/** The platform's status, loaded once at start, with a retry for the network-failure message. */
export function useSystemStatus(): SystemStatusState & { retry: () => void } {
  const [result, setResult] = useState<SystemStatusState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchSystemStatus(controller.signal).then(
      (value) => setResult({ state: 'ready', value }),
      () => {
        if (!controller.signal.aborted) setResult({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...result, retry };
}
