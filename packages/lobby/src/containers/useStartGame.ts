import { isApiRequestError, type Game, type PvpRoom, type Vendor } from '@portal/api';
import { useLaunchGame } from '@portal/api/react';
import { useDialog } from '@portal/ui';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useApiMessages } from '../i18n/useApiMessages';
import { needRealAccountKey, startGameAction } from '../rules/startGameAction';
import { hasTrial } from '../rules/trialAction';
import { useLobbyHost } from './LobbyHostContext';
import { useLobbySession } from './useLobbySession';

export interface StartGame {
  /** PLAY NOW with the start-game rules of spec section 4. */
  play: (game: Game) => void;
  /** PLAY NOW from a vendor's popup game list: the game itself launches (the list rule is spent). */
  playFromList: (game: Game) => void;
  /** FREE TRIAL: the trial version, without a session, for anyone. */
  trial: (game: Game) => void;
  /** Joins a PVP room: a member's launch of the room's game (spec section 7, GLS2_roomList). */
  joinRoom: (room: PvpRoom) => void;
  /** The vendor whose popup game list is open, or null. */
  gameList: string | null;
  closeGameList: () => void;
}

/** Starting games from any list of the lobby; `vendorOf` reads the vendor of a game from the lanes. */
export function useStartGame(vendorOf: (vassalage: string) => Vendor | undefined): StartGame {
  const host = useLobbyHost();
  const launchGame = useLaunchGame();
  // Read at the click from what the last commit saw, not taken into the callbacks: the home's sections
  // follow in a deferred render and may hold callbacks of an earlier one, and a trial account's member
  // info arriving meanwhile must still count. The callbacks keep their identity, and with them the cards
  // that the sections compare.
  const lobbySession = useLobbySession();
  const account = useRef(lobbySession);
  useLayoutEffect(() => {
    account.current = lobbySession;
  });
  const openDialog = useDialog();
  const { t } = useApiMessages();
  const [gameList, setGameList] = useState<string | null>(null);

  const tell = useCallback(
    (key: string) =>
      void openDialog({ icon: 'warning', message: t(key as never), buttons: [{ value: 'ok' }] }),
    [openDialog, t],
  );

  const launch = useCallback(
    async (game: Game, trial: boolean, room?: PvpRoom) => {
      try {
        const value = await launchGame(
          room
            ? { gameCode: room.gameCode, roomId: room.roomId }
            : { nodeId: game.nodeId, vassalage: game.vassalage },
          { trial },
        );
        host.openGame(value, game);
      } catch (error) {
        // A vendor under maintenance, a trial account, a lost connection: said in words.
        tell(isApiRequestError(error) ? error.messageKey : 'errors.network');
      }
    },
    [launchGame, host, tell],
  );

  const start = useCallback(
    (game: Game, fromList: boolean) => {
      const { session: who, isTrial } = account.current;
      const action = startGameAction(game, {
        session: who,
        isTrial,
        vendorOf: (card) => (fromList ? undefined : vendorOf(card.vassalage)),
      });
      switch (action.kind) {
        case 'login':
          return host.requireLogin();
        case 'needRealAccount':
          return tell(action.messageKey);
        case 'route':
          return host.openLottery(action.path, action.query.gameCode);
        case 'gameList':
          if (!fromList) return setGameList(action.vassalage);
          return void launch(game, false);
        case 'launch':
          return void launch(game, false);
      }
    },
    [vendorOf, host, tell, launch],
  );

  return {
    play: useCallback((game: Game) => start(game, false), [start]),
    playFromList: useCallback((game: Game) => start(game, true), [start]),
    trial: useCallback((game: Game) => (hasTrial(game) ? void launch(game, true) : undefined), [launch]),
    joinRoom: useCallback(
      (room: PvpRoom) => {
        const { session: who, isTrial } = account.current;
        if (who === 'visitor') return host.requireLogin();
        if (isTrial) return tell(needRealAccountKey);
        // The room's game, as far as the lobby knows it: the launch names the room.
        const game = { gameCode: room.gameCode, gameName: room.name, displayName: room.name } as Game;
        void launch(game, false, room);
      },
      [host, tell, launch],
    ),
    gameList,
    closeGameList: useCallback(() => setGameList(null), []),
  };
}
