import * as calls from '../calls';
import type { VendorGameTypesValue } from '../contract/games';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/relay/GCSGAME_getVassGameType`: the game types one vendor has; null asks nothing. */
export function useVendorGameTypes(vassalage: string | null): ApiResponse<VendorGameTypesValue> {
  const { language } = useApiContext();
  return useApiQuery(
    vassalage ? ['vendorGameTypes', vassalage, language] : null,
    (client) => client.call(calls.vendorGameTypes, { vassalage, language }),
    configCallOptions,
  );
}
