import type { HelpCenterValue } from '../contract/site';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/system/helpCenter`: the help sections in a language (the provider's language by default). */
export function useHelpCenter(lang?: string): ApiResponse<HelpCenterValue> {
  const { language } = useApiContext();
  const chosen = lang ?? language;
  return useApiQuery(['helpCenter', chosen], (client) => client.helpCenter(chosen), configCallOptions);
}
