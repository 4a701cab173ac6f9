import type { ApiClient } from '../client/ApiClient';
import { useApiContext } from './useApiContext';

/** The client of the nearest ApiProvider, for the calls that are actions rather than data (login, register). */
export function useApiClient(): ApiClient {
  return useApiContext().client;
}
