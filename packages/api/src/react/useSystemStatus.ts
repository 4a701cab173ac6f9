import type { SystemStatusValue } from '../system';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/system/status`: normal, maintenance or region restricted. Checked again on reconnect. */
export function useSystemStatus(): ApiResponse<SystemStatusValue> {
  return useApiQuery(['systemStatus'], (client) => client.systemStatus(), { revalidateOnFocus: false });
}
