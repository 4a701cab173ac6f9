import type { Game, LaunchValue } from '@portal/api';
import { createContext, useContext } from 'react';
import type { LotteryRoute } from '../rules/startGameAction';
import type { LobbyLocation } from './lobbyLocation';

/**
 * What the lobby asks of the site it is embedded in: addresses and navigation (the portal's router, or
 * the embedded lobby's own state), the login, and where a launched game or a lottery screen opens.
 */
export interface LobbyHost {
  /** The address of a lobby location, for its links. */
  hrefFor: (location: LobbyLocation) => string;
  /** Goes to a lobby location. */
  navigate: (location: LobbyLocation) => void;
  /** A visitor did what needs an account (play, favourites, recent): the host opens its login. */
  requireLogin: () => void;
  /** Opens a launched game (its page's address); a new window when the host says nothing. */
  openGame: (launch: LaunchValue, game: Game) => void;
  /** Opens a lottery vendor's screen with the game's code (spec section 4). */
  openLottery: (path: LotteryRoute, gameCode: string) => void;
}

export const LobbyHostContext = createContext<LobbyHost | null>(null);

export function useLobbyHost(): LobbyHost {
  const host = useContext(LobbyHostContext);
  if (!host) {
    throw new Error(
      '@portal/lobby: no lobby host above this component. Render it inside <Lobby> (or <LobbyHostProvider>) ' +
        'with requireLogin and, for a routed site, hrefFor and navigate.',
    );
  }
  return host;
}

/** A launched game, when the host opens none: the game's page in a window of its own. */
export const openInWindow = (launch: LaunchValue) => void window.open(launch.url, 'game', 'noopener');
