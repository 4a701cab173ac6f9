import type { Game, LaunchValue } from '@portal/api';
import { Lobby, routedHref, type LobbyLocation } from '@portal/lobby';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useModals } from '../shell/modals/ModalContext';
import { useOpenSeamless } from '../seamless/useOpenSeamless';

/**
 * The lobby package wired to the portal: its place is the address (spec 2.1 paths and ?vassalage=), a
 * visitor's play opens the login popup, a launched game opens in the game page (/seamless) and a lottery
 * vendor's card opens its lottery screen.
 */
export function PortalLobby({ location }: { location: LobbyLocation }) {
  const navigate = useNavigate();
  const { open } = useModals();
  const go = useCallback((next: LobbyLocation) => void navigate(routedHref(next)), [navigate]);
  const requireLogin = useCallback(() => open('login'), [open]);
  const openSeamless = useOpenSeamless();
  const openGame = useCallback(
    (launch: LaunchValue, game: Game) => openSeamless(launch, game.displayName || game.gameName),
    [openSeamless],
  );
  const openLottery = useCallback(
    (path: string, gameCode: string) => void navigate(`${path}?gameCode=${encodeURIComponent(gameCode)}`),
    [navigate],
  );
  return (
    <Lobby
      location={location}
      hrefFor={routedHref}
      navigate={go}
      requireLogin={requireLogin}
      openGame={openGame}
      openLottery={openLottery}
      // The home is the portal's first page: its sections mount in steps, so its first render is short.
      stagedHome
    />
  );
}
