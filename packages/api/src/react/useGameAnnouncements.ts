import type { GameAnnouncementsValue } from '../contract/games';
import { paths } from '../paths';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** The game announcements in the language: they change with an operator's edit, so loaded once per language. */
export function useGameAnnouncements(): ApiResponse<GameAnnouncementsValue> {
  const { language } = useApiContext();
  return useApiQuery(
    ['gameAnnouncements', language],
    (client) =>
      client.request<GameAnnouncementsValue>({
        method: 'GET',
        path: paths.gameAnnouncements,
        query: { language },
      }),
    configCallOptions,
  );
}
