import * as calls from '../calls';
import type { GameAnnouncementsValue } from '../contract/games';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** The game announcements in the language: they change with an operator's edit, so loaded once per language. */
export function useGameAnnouncements(): ApiResponse<GameAnnouncementsValue> {
  const { language } = useApiContext();
  return useApiQuery(
    ['gameAnnouncements', language],
    (client) => client.call(calls.gameAnnouncements, { language }),
    configCallOptions,
  );
}
