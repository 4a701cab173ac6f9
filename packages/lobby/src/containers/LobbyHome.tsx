import type { GameType, RankEntry } from '@portal/api';
import { useRankList, useRecentGames } from '@portal/api/react';
import { cx, usePrefersReducedMotion } from '@portal/ui';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { GameMenu } from '../components/GameMenu';
import { scrollTargetTop } from '../components/GameMenu';
import { useStagedCount } from '../hooks/useStagedCount';
import { buildCategories } from '../rules/buildCategories';
import * as styles from './LobbyHome.css';
import {
  FavouriteSection,
  gameTypesWithGames,
  HomeListsAhead,
  homeSectionId,
  HotSection,
  ListSection,
  RecentSection,
  VendorSection,
} from './HomeSections';
import type { GameCardProps } from './useGameCards';
import { useLobbyGames } from './useLobbyGames';
import type { LobbyVendors } from './useLobbyVendors';
import { useLobbySession } from './useLobbySession';

// The winner board is the last section, below the fold: it loads beside the lists (its call starts with
// theirs), not with the first script.
const WinnerBoard = lazy(() =>
  import('../components/WinnerBoard/WinnerBoard').then((m) => ({ default: m.WinnerBoard })),
);

/** The home sections in the spec's order (spec 2.3): Recent, Hot, Lobby, Favourites, then the game types. */
const typeOrder: readonly GameType[] = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
];

/**
 * The lobby's home (spec 2.3): the game menu (home only; a press scrolls to its section, 80 px below the
 * top), a section per game type with its 'all' link, the first 12 games or 6 vendors and load more, and
 * the latest big wins. Every list is asked at once, so the page loads without a waterfall.
 *
 * The platform's answers arrive one by one, and each used to re-render the whole home at once (300 to
 * 400 components, a long task that held the page): the view and its sections now re-render only for what
 * they show, and the view in a render that yields.
 */
export interface LobbyHomeProps {
  /**
   * Renders the sections in steps: the first with the page, two more in each following task. For a
   * host whose first page is the home: its first render (header, banners, the first games) is then short,
   * rather than one long task that mounts every section at once.
   */
  staged?: boolean;
}

export function LobbyHome({ staged = false }: LobbyHomeProps) {
  const session = useLobbySession();
  const member = session.session === 'member';
  const { vendors, cards, dialogs } = useLobbyGames();
  const recent = useRecentGames({ page: 1, pageSize: 1 }).data;
  const ranks = useRankList();
  const reducedMotion = usePrefersReducedMotion();
  const { lanes } = vendors;
  const hasRecent = (recent?.list.length ?? 0) > 0;
  const rankList = ranks.data?.list;
  // Sections out of sight are laid out only when near the screen, until the game menu needs every
  // section's true place to scroll to one.
  const [laidOut, setLaidOut] = useState(false);
  const layOut = useCallback(() => flushSync(() => setLaidOut(true)), []);
  const ranksLoading = !ranks.data && !ranks.error;
  // One object while nothing in it changes: a render of the home for anything else (each of its calls
  // starting and answering) leaves the view alone.
  const shown = useMemo<LobbyHomeViewProps>(
    () => ({ member, lanes, cards, hasRecent, ranks: rankList, ranksLoading, reducedMotion, staged, layOut }),
    [member, lanes, cards, hasRecent, rankList, ranksLoading, reducedMotion, staged, layOut],
  );
  // When it has changed, the view follows in a render that yields to the browser (a transition) rather
  // than in the answer's own render, which would hold the page for its whole length.
  const view = useDeferredValue(shown);
  return (
    <div className={cx(styles.home, staged && !laidOut && styles.deferredSections)} data-slot="lobby-home">
      <LobbyHomeView {...view} />
      {dialogs}
    </div>
  );
}

interface LobbyHomeViewProps {
  member: boolean;
  lanes: LobbyVendors['lanes'];
  cards: GameCardProps;
  hasRecent: boolean;
  ranks: RankEntry[] | undefined;
  ranksLoading: boolean;
  reducedMotion: boolean;
  staged: boolean;
  /** Lays out every section now (their true places), before the menu measures one. */
  layOut: () => void;
}

/**
 * Sections mounted with the page when staged, and how many each later step adds. The first section starts
 * below the hero and the banners at 1366x768, and only it reaches the first screen at 1920x1080.
 */
const firstSections = 1;
const sectionsPerStep = 2;

/** The home's menu and sections; it re-renders only when what it shows has changed. */
const LobbyHomeView = memo(function LobbyHomeView({
  member,
  lanes,
  cards,
  hasRecent,
  ranks,
  ranksLoading,
  reducedMotion,
  staged,
  layOut,
}: LobbyHomeViewProps) {
  const categories = buildCategories(lanes ?? [], { loggedIn: member, hasRecent });
  const byCode = new Map(categories.map((category) => [category.code, category]));
  // Every game type's section (and menu entry) is there from the first paint: the sections of games are
  // asked at once, without waiting for the lanes (no waterfall), and the vendor sections hold their
  // placeholders until the lanes come. Only a type the lanes turn out not to have is dropped, so the
  // page does not reflow as the lists arrive.
  const typeSections = lanes ? typeOrder.filter((code) => byCode.has(code)) : typeOrder;
  const menu = [
    ...(byCode.has('RECENT') ? ['RECENT'] : []),
    'HOT',
    'LOBBY',
    ...(member ? ['FAV'] : []),
    ...typeSections,
  ];

  const scrollTo = (code: string) => {
    layOut();
    const section = document.getElementById(homeSectionId(code));
    if (!section) return;
    window.scrollTo({
      top: scrollTargetTop(section.getBoundingClientRect().top, window.scrollY),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };

  const sections: ReactNode[] = [
    ...(byCode.has('RECENT') ? [<RecentSection key="RECENT" code="RECENT" cards={cards} />] : []),
    <HotSection key="HOT" code="HOT" cards={cards} />,
    <ListSection key="LOBBY" code="LOBBY" isGame={0} cards={cards} askedAhead={staged} />,
    ...(member ? [<FavouriteSection key="FAV" code="FAV" cards={cards} askedAhead={staged} />] : []),
    ...typeSections.map((code) =>
      gameTypesWithGames.includes(code) ? (
        <ListSection key={code} code={code} gameType={code} isGame={1} cards={cards} askedAhead={staged} />
      ) : (
        <VendorSection
          key={code}
          code={code}
          vendors={lanes ? (byCode.get(code)?.vendors ?? []) : undefined}
        />
      ),
    ),
    <Suspense key="winners" fallback={null}>
      <WinnerBoard entries={ranks ?? []} loading={ranksLoading} />
    </Suspense>,
  ];
  const shownSections = useStagedCount(sections.length, {
    staged,
    first: firstSections,
    step: sectionsPerStep,
  });

  return (
    <>
      {staged ? <HomeListsAhead member={member} gameTypes={typeSections} /> : null}
      <GameMenu items={menu.map((id) => ({ id }))} onSelect={scrollTo} />
      {sections.slice(0, shownSections)}
    </>
  );
});
