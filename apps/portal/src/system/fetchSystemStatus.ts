import { isEnvelope, paths, type SystemStatusValue } from '@portal/api';

/**
 * Reads the platform's status. A thin stand-in for the `@portal/api` client, which replaces it when
 * the client arrives; it already treats a timeout and a non-envelope answer as a network failure.
 */
export async function fetchSystemStatus(
  signal?: AbortSignal,
  timeoutMs = 10_000,
): Promise<SystemStatusValue> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(paths.systemStatus, {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body: unknown = await response.json();
  if (!isEnvelope(body) || !body.success || typeof body.value !== 'object' || body.value === null) {
    throw new Error(`Unexpected status answer (${response.status})`);
  }
  return body.value as SystemStatusValue;
}
