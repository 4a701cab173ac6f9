import { isAccountList, type LobbyGameType } from './lobbyFilters';

/** Lobby page sizes (spec section 9). */
export const gameTypePageSize = 40;
/** The hot, favourite and recent lobbies. */
export const accountListPageSize = 15;
export const searchPageSize = 24;

/** The page size of a lobby. */
export function pageSizeFor(gameType: LobbyGameType): number {
  if (gameType === 'SEARCH') return searchPageSize;
  if (isAccountList(gameType)) return accountListPageSize;
  return gameTypePageSize;
}
