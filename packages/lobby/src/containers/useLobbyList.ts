import { gameTypes, type Game, type GameListQuery, type GameType } from '@portal/api';
import { useFavouriteList, useGameList, useHotGames, useRecentGames } from '@portal/api/react';
import { isAccountList, type Classify, type LobbyFilterState } from '../rules/lobbyFilters';
import { pageSizeFor } from '../rules/pageSizes';

export interface LobbyList {
  games: readonly Game[] | undefined;
  totalPages: number;
  /** How many games match, for the search counter. */
  total: number;
  loading: boolean;
}

const gameTypeSet = new Set<string>(gameTypes);
const asGameType = (code: string): GameType | '' => (gameTypeSet.has(code) ? (code as GameType) : '');

/** Where a lobby's games come from: its account list (hot, favourites, recent) or the classify tab. */
export function listSource(state: Pick<LobbyFilterState, 'gameType' | 'classify'>): Classify {
  const { gameType, classify } = state;
  return isAccountList(gameType) ? gameType : classify;
}

const matches = (game: Game, text: string) =>
  !text || [game.displayName, game.gameName].some((name) => name.toLowerCase().includes(text.toLowerCase()));

/**
 * The games of one lobby state (spec section 4, lobby filters): a page of the game list by type, vendor,
 * classify and name; the hot list (paged here, as the platform answers it whole); or the member's
 * favourites or recent games. Only the source in use is asked; the others stay idle.
 */
export function useLobbyList(state: LobbyFilterState, loggedIn: boolean): LobbyList {
  const source = listSource(state);
  const gameType = asGameType(state.gameType);
  const pageSize = pageSizeFor(state.gameType);
  const { vassalage, search, page } = state;

  const listQuery: GameListQuery | null = isAccountList(source)
    ? null
    : {
        gameType,
        vassalage,
        gameName: search,
        isNew: source === 'NEW' ? 1 : undefined,
        gameClassify: source === 'ALL' || source === 'NEW' ? '' : source,
        pageNo: page,
        pageSize,
      };
  const list = useGameList(listQuery);
  const hot = useHotGames(source === 'HOT' ? { gameType, vassalage } : null);
  const favourites = useFavouriteList(
    source === 'FAV' && loggedIn ? { gameType, vassalage, pageNo: page, pageSize } : null,
  );
  const recent = useRecentGames(source === 'RECENT' ? { gameType, vendor: vassalage, page, pageSize } : null);

  switch (source) {
    case 'HOT': {
      const all = hot.data?.list.filter((game) => matches(game, search));
      return {
        games: all?.slice((page - 1) * pageSize, page * pageSize),
        totalPages: all ? Math.ceil(all.length / pageSize) : 0,
        total: all?.length ?? 0,
        loading: !hot.data && !hot.error,
      };
    }
    case 'FAV':
      return {
        games: loggedIn ? favourites.data?.content : [],
        totalPages: favourites.data?.totalPages ?? 0,
        total: favourites.data?.content.length ?? 0,
        loading: loggedIn && !favourites.data && !favourites.error,
      };
    case 'RECENT':
      return {
        games: recent.data?.list ?? (loggedIn ? undefined : []),
        totalPages: recent.data?.totalPages ?? 0,
        total: recent.data?.list.length ?? 0,
        loading: loggedIn && !recent.data && !recent.error,
      };
    default:
      return {
        games: list.data?.games,
        totalPages: list.data?.totalPages ?? 0,
        total: list.data?.total ?? 0,
        loading: !list.data && !list.error,
      };
  }
}
