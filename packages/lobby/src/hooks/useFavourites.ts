import { calls, type FavouriteRequest, type Game } from '@portal/api';
import { useApiClient, useFavouriteIds } from '@portal/api/react';
import { useCallback, useState } from 'react';
import {
  createFavouriteToggle,
  rollbackFavourite,
  type FavouriteStep,
  type FavouriteToggleOptions,
} from '../rules/createFavouriteToggle';

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

export interface FavouritesState {
  /** The member's favourite ids, with the pending changes already applied. */
  ids: readonly number[];
  loggedIn: boolean;
  isFavourite: (nodeId: number) => boolean;
  /**
   * Adds or removes a favourite: the list changes at once and the call follows. Resolves with what was
   * done (or why nothing was); rejects with the server's error after undoing the change.
   */
  toggle: (game: FavouriteGame) => Promise<FavouriteStep>;
}

const noIds: readonly number[] = [];

/** The member's favourites with the toggle rules of spec section 4, over `@portal/api/react`. */
export function useFavourites(options: FavouriteToggleOptions = {}): FavouritesState {
  const client = useApiClient();
  const { data, mutate } = useFavouriteIds();
  // One toggle (and its throttle clock) per mounted list, whatever the options of later renders.
  const [toggler] = useState(() => createFavouriteToggle(options));
  const loggedIn = client.token() !== null;
  const ids = data ?? noIds;

  const toggle = useCallback(
    async (game: FavouriteGame): Promise<FavouriteStep> => {
      const step = toggler.toggle(ids, game.nodeId, { loggedIn });
      if (step.kind === 'skip') return step;
      await mutate(step.ids, { revalidate: false });
      const body: FavouriteRequest = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      try {
        await client.call(step.kind === 'add' ? calls.favouriteAdd : calls.favouriteRemove, body);
      } catch (error) {
        await mutate((current) => rollbackFavourite(step, current ?? noIds), { revalidate: false });
        throw error;
      }
      return step;
    },
    [client, ids, loggedIn, mutate, toggler],
  );
  const isFavourite = useCallback((nodeId: number) => ids.includes(nodeId), [ids]);
  return { ids, loggedIn, isFavourite, toggle };
}
