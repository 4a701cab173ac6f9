import type { SitePermissionValue } from '../contract/site';
import { configCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/system/permission`: fetched once at start-up (spec section 7). */
export function useSitePermission(): ApiResponse<SitePermissionValue> {
  return useApiQuery(['sitePermission'], (client) => client.sitePermission(), configCallOptions);
}
