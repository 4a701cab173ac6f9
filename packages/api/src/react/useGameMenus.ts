import * as calls from '../calls';
import type { GameMenu } from '../contract/games';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /lgw/games/game_menus`: the lobby's categories with their vendor and game counts, in the language. */
export function useGameMenus(): ApiResponse<GameMenu[]> {
  const { language } = useApiContext();
  return useApiQuery(
    ['gameMenus', language],
    (client) => client.call(calls.gameMenus, { language }),
    configCallOptions,
  );
}
