import type { Game } from '@portal/api';
import { useImageUrl } from '@portal/api/react';
import { useMemo } from 'react';
import type { GameGridProps } from '../components/GameGrid';
import { useFavourites } from '../hooks/useFavourites';
import { useLobbyHost } from './LobbyHostContext';
import type { StartGame } from './useStartGame';
import type { LobbyVendors } from './useLobbyVendors';

export type GameCardProps = Pick<
  GameGridProps,
  'favourites' | 'imageUrl' | 'vendorName' | 'onPlay' | 'onTrial' | 'onToggleFavourite'
>;

/** What every list of games in the lobby gives its cards: art, vendor, play, trial and favourites. */
export function useGameCards(vendors: LobbyVendors, start: StartGame): GameCardProps {
  const host = useLobbyHost();
  const image = useImageUrl();
  const favourites = useFavourites();
  const favouriteSet = useMemo(() => new Set(favourites.ids), [favourites.ids]);
  const { loggedIn, toggle } = favourites;
  const { vendorOf } = vendors;
  const { play, trial } = start;
  // One object while nothing in it changes: the home's sections re-render only when their cards do.
  return useMemo(
    () => ({
      // A visitor sees no hearts: favourites need an account (spec section 4).
      favourites: loggedIn ? favouriteSet : undefined,
      imageUrl: (game: Game) => image(game.iconUrl),
      vendorName: (game: Game) => vendorOf(game.vassalage)?.displayName,
      onPlay: play,
      onTrial: trial,
      onToggleFavourite: (game: Game) => {
        if (!loggedIn) return host.requireLogin();
        // A refused change is undone by the hook; nothing else to tell.
        void toggle(game).catch(() => undefined);
      },
    }),
    [loggedIn, favouriteSet, image, vendorOf, play, trial, toggle, host],
  );
}
