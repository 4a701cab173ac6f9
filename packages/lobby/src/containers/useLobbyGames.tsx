import { lazy, Suspense, type ReactNode } from 'react';
import { useGameCards, type GameCardProps } from './useGameCards';
import { useLobbyVendors, type LobbyVendors } from './useLobbyVendors';
import { useStartGame, type StartGame } from './useStartGame';

// The popup game list (a dialog) loads with the first list opened.
const VendorGamesDialog = lazy(() =>
  import('./VendorGamesDialog').then((m) => ({ default: m.VendorGamesDialog })),
);

export interface LobbyGames {
  vendors: LobbyVendors;
  start: StartGame;
  cards: GameCardProps;
  /** The popup game list when one is open; render it once in the view. */
  dialogs: ReactNode;
}

/** Everything a lobby view needs to show games and start them. */
export function useLobbyGames(): LobbyGames {
  const vendors = useLobbyVendors();
  const start = useStartGame(vendors.vendorOf);
  const cards = useGameCards(vendors, start);
  const dialogs = start.gameList ? (
    <Suspense fallback={null}>
      <VendorGamesDialog
        vassalage={start.gameList}
        vendors={vendors}
        cards={{ ...cards, onPlay: start.playFromList }}
        onClose={start.closeGameList}
      />
    </Suspense>
  ) : null;
  return { vendors, start, cards, dialogs };
}
