import type { GameType, SlotClassify } from '@portal/api';

/** The lobby being shown: a game type, an account list, or the search page (across every type). */
export type LobbyGameType = GameType | 'HOT' | 'FAV' | 'RECENT' | 'SEARCH';

/** The classify menu: the selection types of spec section 3, or a slot sub-category. */
export type Classify = 'ALL' | 'HOT' | 'RECENT' | 'FAV' | 'NEW' | SlotClassify;

/** The account lists (hot, favourites, recent): lobbies, and classes, of their own calls and page size. */
export type AccountList = 'HOT' | 'FAV' | 'RECENT';
export const isAccountList = (code: string): code is AccountList =>
  code === 'HOT' || code === 'FAV' || code === 'RECENT';

export interface LobbyFilterState {
  gameType: LobbyGameType;
  /** The vendor's code; '' for 'all'. */
  vassalage: string;
  classify: Classify;
  /** The trimmed game-name search ('' for none). */
  search: string;
  /** From 1. */
  page: number;
  /** As the last answer said; pages beyond it are never asked. */
  totalPages: number;
}

export type LobbyFilterAction =
  | { type: 'selectGameType'; gameType: Exclude<LobbyGameType, 'SEARCH'>; loggedIn: boolean }
  | { type: 'selectVendor'; vassalage: string }
  | { type: 'selectClassify'; classify: Classify; loggedIn: boolean }
  | { type: 'search'; text: string }
  | { type: 'openSearch' }
  /** Leaves the search page for the lobby given (where the player came from). */
  | { type: 'closeSearch'; gameType: Exclude<LobbyGameType, 'SEARCH'> }
  | { type: 'goToPage'; page: number }
  /** A list answered: its page count bounds the pagination. */
  | { type: 'loaded'; totalPages: number }
  | { type: 'languageChanged' };

/** What the host does beside the new state: open the login modal, or load the lists again. */
export type LobbyFilterEffect = 'login' | 'reload';

export interface LobbyFilterResult {
  state: LobbyFilterState;
  effect?: LobbyFilterEffect;
}

/** A lobby's first state: every vendor, every game, page 1. */
export function initialLobbyFilters(gameType: LobbyGameType): LobbyFilterState {
  return {
    gameType,
    vassalage: '',
    classify: gameType === 'SEARCH' ? 'HOT' : 'ALL',
    search: '',
    page: 1,
    totalPages: 1,
  };
}

const memberOnly = (choice: string) => choice === 'FAV' || choice === 'RECENT';

/**
 * The lobby filter rules of spec section 4. Unchanged states are returned as they came (the same object),
 * so a host's `useReducer` does not render again. Outside the search page a filter change clears the
 * search text; on the search page the text is what is searched, so the vendor and classify menus narrow
 * it rather than clear it (spec 2.3: "searches across all types with vendor and classify menus").
 */
export function lobbyFilters(state: LobbyFilterState, action: LobbyFilterAction): LobbyFilterResult {
  const searching = state.gameType === 'SEARCH';
  switch (action.type) {
    case 'selectGameType':
      if (memberOnly(action.gameType) && !action.loggedIn) return { state, effect: 'login' };
      if (action.gameType === state.gameType) return { state };
      return { state: initialLobbyFilters(action.gameType) };
    case 'selectVendor':
      if (action.vassalage === state.vassalage) return { state };
      return {
        state: {
          ...state,
          vassalage: action.vassalage,
          classify: 'ALL',
          search: searching ? state.search : '',
          page: 1,
        },
      };
    case 'selectClassify':
      if (memberOnly(action.classify) && !action.loggedIn) return { state, effect: 'login' };
      if (action.classify === state.classify) return { state };
      return {
        state: { ...state, classify: action.classify, search: searching ? state.search : '', page: 1 },
      };
    case 'search': {
      const text = action.text.trim();
      if (!text) return { state: searching && state.search ? { ...state, search: '', page: 1 } : state };
      if (searching && text === state.search) return { state };
      return {
        state: {
          ...initialLobbyFilters('SEARCH'),
          vassalage: searching ? state.vassalage : '',
          search: text,
        },
      };
    }
    case 'openSearch':
      return { state: searching ? state : initialLobbyFilters('SEARCH') };
    case 'closeSearch':
      // The search toggle stays on while there is text to search (spec 2.3).
      if (!searching || state.search) return { state };
      return { state: initialLobbyFilters(action.gameType) };
    case 'goToPage': {
      const { page } = action;
      const valid = Number.isInteger(page) && page >= 1 && page <= state.totalPages;
      return { state: valid && page !== state.page ? { ...state, page } : state };
    }
    case 'loaded': {
      const totalPages = Math.max(0, Math.floor(action.totalPages));
      return { state: totalPages === state.totalPages ? state : { ...state, totalPages } };
    }
    case 'languageChanged':
      // Names and lists come in the language: the same filters, asked again.
      return { state, effect: 'reload' };
  }
}
