import type { CountryCodeEntry } from '../contract/site';
import { configCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/system/countryCode`: the dialing codes offered with a mobile number. */
export function useCountryCodes(): ApiResponse<CountryCodeEntry[]> {
  return useApiQuery(['countryCodes'], (client) => client.countryCodes(), configCallOptions);
}
