import type { DomainRouteValue } from '../contract/site';
import { configCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/system/domainRoute?device=0`: the domain lines the speed selector pings. */
export function useDomainRoutes(): ApiResponse<DomainRouteValue> {
  return useApiQuery(['domainRoute'], (client) => client.domainRoute(), configCallOptions);
}
