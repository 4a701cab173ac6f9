import type { WhitelabelNode } from '../contract/site';
import { configCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/system/whitelabel`: the site's flag tree. */
export function useWhitelabel(): ApiResponse<WhitelabelNode[]> {
  return useApiQuery(['whitelabel'], (client) => client.whitelabel(), configCallOptions);
}
