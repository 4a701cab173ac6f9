import type { SiteConfigValue } from '../contract/site';
import { configCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/system/config`: the site configuration, loaded first at start-up. */
export function useSiteConfig(): ApiResponse<SiteConfigValue> {
  return useApiQuery(['siteConfig'], (client) => client.siteConfig(), configCallOptions);
}
