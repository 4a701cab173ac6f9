import { LinkProvider, type LinkComponentProps } from '@portal/ui';
import { forwardRef, lazy, Suspense, useMemo, useState } from 'react';
import type { LotteryRoute } from '../rules/startGameAction';
import * as styles from './Lobby.css';
import { LobbyBrowserPlaceholder } from './LobbyBrowserPlaceholder';
import { LobbyCategoryMenu } from './LobbyCategoryMenu';
import { LobbyHome } from './LobbyHome';
import { LobbyHostContext, openInWindow, type LobbyHost } from './LobbyHostContext';
import { queryHref, type LobbyLocation } from './lobbyLocation';

export interface LobbyProps extends Partial<Omit<LobbyHost, 'requireLogin'>> {
  /**
   * Where the lobby is, when the host keeps it (its router): give `hrefFor` and `navigate` too. Left out,
   * the lobby keeps its place itself, from `defaultLocation`, and its links change it in place.
   */
  location?: LobbyLocation;
  defaultLocation?: LobbyLocation;
  /** A visitor did what needs an account: open the host's login. */
  requireLogin: () => void;
  /**
   * The home mounts its sections in steps (the first screen's with the page, the rest in the tasks after):
   * for a host whose first page is the lobby's home, so that page's first render is short.
   */
  stagedHome?: boolean;
}

// The lobby pages (menus, tabs, the virtualised grid) load when the player leaves home for one.
const LobbyBrowser = lazy(() => import('./LobbyBrowser').then((m) => ({ default: m.LobbyBrowser })));

/** A launched game in a window of its own, when the host has no game page. */
/** A lottery screen, when the host routes none: the address of the portal's screen. */
const openLotteryPage = (path: LotteryRoute, gameCode: string) =>
  window.location.assign(`${path}?gameCode=${encodeURIComponent(gameCode)}`);

function locationOf(href: string): LobbyLocation | null {
  const query = new URLSearchParams(href.startsWith('?') ? href : '');
  const category = query.get('category');
  if (!category) return null;
  return {
    category: category as LobbyLocation['category'],
    vassalage: query.get('vassalage') ?? undefined,
    search: query.get('search') ?? undefined,
  };
}

/**
 * The embeddable lobby (spec 2.3): home, the game types' lobbies, the account lists and the search. Wrap
 * it in `ApiProvider` (the brand's platform, language and token) and `PortalProvider` (its theme and
 * direction); it needs no router. A host with a router passes `location`, `hrefFor` and `navigate`.
 */
export function Lobby({
  location,
  defaultLocation = { category: 'HOME' },
  requireLogin,
  stagedHome = false,
  ...given
}: LobbyProps) {
  const [own, setOwn] = useState<LobbyLocation>(defaultLocation);
  const current = location ?? own;
  const routed = location !== undefined;
  const host = useMemo<LobbyHost>(
    () => ({
      hrefFor: given.hrefFor ?? queryHref,
      navigate: given.navigate ?? setOwn,
      requireLogin,
      openGame: given.openGame ?? openInWindow,
      openLottery: given.openLottery ?? openLotteryPage,
    }),
    [given.hrefFor, given.navigate, given.openGame, given.openLottery, requireLogin],
  );
  // Kept in place: the lobby's own links change its state instead of loading a page.
  const InPlaceLink = useMemo(
    () =>
      forwardRef<HTMLAnchorElement, LinkComponentProps>(function LobbyLink({ onClick, ...props }, ref) {
        return (
          <a
            ref={ref}
            {...props}
            onClick={(event) => {
              onClick?.(event);
              const next = props.href ? locationOf(props.href) : null;
              const plain = !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0;
              if (!next || !plain || event.defaultPrevented) return;
              event.preventDefault();
              setOwn(next);
            }}
          />
        );
      }),
    [],
  );
  const page =
    current.category === 'HOME' ? (
      <LobbyHome staged={stagedHome} />
    ) : (
      <Suspense fallback={<LobbyBrowserPlaceholder />}>
        <LobbyBrowser
          key={current.category}
          category={current.category}
          vassalage={current.vassalage}
          search={current.search}
        />
      </Suspense>
    );
  const view = (
    <div className={styles.lobby} data-slot="lobby">
      <LobbyCategoryMenu current={current.category} />
      {page}
    </div>
  );
  return (
    <LobbyHostContext.Provider value={host}>
      {routed ? view : <LinkProvider linkComponent={InPlaceLink}>{view}</LinkProvider>}
    </LobbyHostContext.Provider>
  );
}
