export { Lobby, type LobbyProps } from './Lobby';
export { LobbyHome, type LobbyHomeProps } from './LobbyHome';
export { LobbyBrowser, type LobbyBrowserProps } from './LobbyBrowser';
export { LotteryLobby, type LotteryLobbyProps } from './LotteryLobby';
export { LobbyHostContext, useLobbyHost, type LobbyHost } from './LobbyHostContext';
export { queryHref, routedHref, type LobbyLocation } from './lobbyLocation';
export { useStartGame, type StartGame } from './useStartGame';
export { useLobbySession, type LobbySession } from './useLobbySession';
