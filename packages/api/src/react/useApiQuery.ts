import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from '../client/ApiClient';
import type { ApiRequestError } from '../client/ApiRequestError';
import { useApiContext } from './useApiContext';

export type ApiResponse<T> = SWRResponse<T, ApiRequestError>;

/** Every key starts with this, so a host's own SWR keys never collide with the package's. */
export const apiKeyPrefix = '@portal/api';

/**
 * One SWR hook over one client call. `key` names the call and what its answer depends on (language,
 * token); null skips the call.
 */
export function useApiQuery<T>(
  key: readonly unknown[] | null,
  call: (client: ApiClient) => Promise<T>,
  options?: SWRConfiguration<T, ApiRequestError>,
): ApiResponse<T> {
  const { client } = useApiContext();
  return useSWR<T, ApiRequestError>(key ? [apiKeyPrefix, ...key] : null, () => call(client), options);
}
