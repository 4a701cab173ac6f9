import type { PvpRoom, Vendor } from '@portal/api';
import { useImageUrl, usePvpRooms, useSitePermission } from '@portal/api/react';
import { Pagination } from '@portal/ui';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { ClassifyMenu, lobbyClassifies, type ClassifyCode } from '../components/ClassifyMenu';
import { GameGrid } from '../components/GameGrid';
import { GameSearch } from '../components/GameSearch';
import { PvpRoomList } from '../components/PvpRoomList';
import { VendorMenu } from '../components/VendorMenu';
import { useLobbyScreensTranslation } from '../i18n/useLobbyScreensTranslation';
import { useLobbyTranslation } from '../i18n/useLobbyTranslation';
import { buildCategories } from '../rules/buildCategories';
import {
  initialLobbyFilters,
  isAccountList,
  lobbyFilters,
  type LobbyFilterAction,
  type LobbyFilterState,
  type LobbyGameType,
} from '../rules/lobbyFilters';
import { slotClassifiesFor } from '../rules/slotClassifiesFor';
import * as styles from './LobbyBrowser.css';
import { useLobbyHost } from './LobbyHostContext';
import { listSource, useLobbyList } from './useLobbyList';
import { useLobbyGames } from './useLobbyGames';
import { useLobbySession } from './useLobbySession';

export interface LobbyBrowserProps {
  /** The lobby: a game type, an account list (HOT, FAV, RECENT) or the search. */
  category: LobbyGameType;
  /** The vendor the address names ('' for every vendor). */
  vassalage?: string;
  /** The search text the address names (the search page). */
  search?: string;
}

type Reducer = { state: LobbyFilterState; login: number };

/** The filter rules' reducer, counting the asks for a login (the host opens it once per ask). */
function reduce(current: Reducer, action: LobbyFilterAction): Reducer {
  const { state, login } = current;
  const result = lobbyFilters(state, action);
  const asked = result.effect === 'login' ? login + 1 : login;
  // The same object when nothing changed, so React skips the render.
  return result.state === state && asked === login ? current : { state: result.state, login: asked };
}

const uniqueVendors = (vendors: Vendor[]) => [...new Map(vendors.map((v) => [v.vassalage, v])).values()];

/**
 * A lobby page (spec 2.3): the vertical vendor menu ('all' first), the classify menu (all, hot, recent,
 * favourites; new for slots in the search; the slot sub-categories), the trimmed name search, the grid and
 * its pagination, with the filter rules of spec section 4. Poker lobbies list the PVP rooms too.
 */
export function LobbyBrowser({ category, vassalage = '', search = '' }: LobbyBrowserProps) {
  const { t } = useLobbyTranslation();
  const { t: screens } = useLobbyScreensTranslation();
  const host = useLobbyHost();
  const image = useImageUrl();
  const loggedIn = useLobbySession().session === 'member';
  const { vendors, cards, start, dialogs } = useLobbyGames();
  const permission = useSitePermission();
  const [{ state, login }, dispatch] = useReducer(reduce, undefined, () => {
    const initial = initialLobbyFilters(category);
    return { state: { ...initial, vassalage, search: category === 'SEARCH' ? search : '' }, login: 0 };
  });

  // The address changed (a link, the back button): the lobby follows it, its search text too.
  useEffect(() => dispatch({ type: 'selectVendor', vassalage }), [vassalage]);
  useEffect(() => {
    if (category === 'SEARCH') dispatch({ type: 'search', text: search });
  }, [category, search]);
  useEffect(() => {
    if (login > 0) host.requireLogin();
  }, [login, host]);

  const main = useRef<HTMLDivElement>(null);
  const list = useLobbyList(state, loggedIn);
  useEffect(() => dispatch({ type: 'loaded', totalPages: list.totalPages }), [list.totalPages]);

  const categories = buildCategories(vendors.lanes ?? [], { loggedIn, hasRecent: true });
  const own = categories.find((entry) => entry.code === state.gameType);
  const menuVendors = own
    ? own.vendors
    : uniqueVendors(categories.filter((c) => !isAccountList(c.code)).flatMap((c) => c.vendors));
  const source = listSource(state);
  const accountList = isAccountList(state.gameType);
  const classifies = useMemo<ClassifyCode[]>(() => {
    const slots = state.gameType === 'RNG' ? slotClassifiesFor(permission.data?.languages ?? []) : [];
    const offered = slots.filter((code) => own?.gameClassify.includes(code) ?? true);
    return [...lobbyClassifies, ...(state.gameType === 'SEARCH' ? (['NEW'] as const) : []), ...offered];
  }, [state.gameType, permission.data, own]);

  // The search page's address keeps its text, so a vendor chosen there does not drop the search.
  const go = (next: Partial<{ category: LobbyGameType; vassalage: string; search: string }>) =>
    host.navigate({
      category: state.gameType,
      vassalage: state.vassalage,
      ...(state.gameType === 'SEARCH' && state.search ? { search: state.search } : {}),
      ...next,
    });

  const grid = (
    <>
      <GameGrid
        games={list.games ?? []}
        loading={list.loading}
        label={t(`category.${state.gameType}`)}
        // The page's title is the h1 and nothing heads the grid, so its cards are the next level.
        headingLevel={2}
        {...cards}
      />
      <Pagination
        page={state.page}
        totalPages={state.totalPages}
        onPageChange={(page) => {
          dispatch({ type: 'goToPage', page });
          // The pages are pressed below the grid: the new page is read from its first game, and a
          // virtualised grid draws only the rows in view.
          main.current?.scrollIntoView({ block: 'start' });
        }}
        className={styles.pagination}
      />
    </>
  );

  return (
    <div className={styles.browser} data-slot="lobby-browser">
      <VendorMenu
        vendors={menuVendors}
        selected={state.vassalage}
        onSelect={(code) => {
          dispatch({ type: 'selectVendor', vassalage: code });
          go({ vassalage: code });
        }}
        logoUrl={(vendor) => image(vendor.logoUrl)}
        loading={!vendors.lanes}
        className={styles.vendors}
      />
      <div ref={main} className={styles.main}>
        <GameSearch
          // A new search text (or none) starts the search box afresh.
          key={state.gameType === 'SEARCH' ? 'search' : 'lobby'}
          defaultValue={state.search}
          onSearch={(text) => {
            dispatch({ type: 'search', text });
            // On the search page the vendor stays (the rules narrow the search by it); elsewhere it goes.
            const stays = state.gameType === 'SEARCH' ? state.vassalage : '';
            if (text.trim()) go({ category: 'SEARCH', search: text.trim(), vassalage: stays });
            // A cleared search page: its address drops the text (the page stays, spec 2.3).
            else if (state.gameType === 'SEARCH' && state.search) go({ search: '' });
          }}
          counter={
            state.gameType === 'SEARCH' && state.search && list.games
              ? { shown: list.games.length, category: screens(`classify.${source}`), total: list.total }
              : undefined
          }
        />
        {state.gameType === 'PVP' && loggedIn ? <PvpRooms onJoin={start.joinRoom} /> : null}
        {accountList ? (
          grid
        ) : (
          <ClassifyMenu
            items={classifies}
            selected={state.classify as ClassifyCode}
            onSelect={(classify) => dispatch({ type: 'selectClassify', classify, loggedIn })}
            busy={list.loading}
          >
            {grid}
          </ClassifyMenu>
        )}
      </div>
      {dialogs}
    </div>
  );
}

function PvpRooms({ onJoin }: { onJoin: (room: PvpRoom) => void }) {
  const rooms = usePvpRooms();
  return <PvpRoomList rooms={rooms.data?.list ?? []} loading={!rooms.data && !rooms.error} onJoin={onJoin} />;
}
