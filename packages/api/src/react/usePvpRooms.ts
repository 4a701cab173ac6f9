import * as calls from '../calls';
import type { PvpRoomsValue } from '../contract/games';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** The PVP rooms; the call needs a session token (spec section 6), so a visitor asks nothing. */
export function usePvpRooms(): ApiResponse<PvpRoomsValue> {
  const { language, token } = useApiContext();
  return useApiQuery(token ? ['pvpRooms', token, language] : null, (client) =>
    client.call(calls.pvpRooms, { language }),
  );
}
