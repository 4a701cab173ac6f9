import type { Game, GameListQuery, GameType, Vendor } from '@portal/api';
import { useFavouriteList, useGameList, useHotGames, useImageUrl, useRecentGames } from '@portal/api/react';
import { memo } from 'react';
import { HomeSection, VendorTile } from '../components/HomeSection';
import { useLobbyTranslation } from '../i18n/useLobbyTranslation';
import { homeSectionLimits } from '../rules/homeSectionSlice';
import { HomeGamesSection } from './HomeGamesSection';
import { useLobbyHost } from './LobbyHostContext';
import type { GameCardProps } from './useGameCards';
import { useSectionLimit } from './useSectionLimit';

/** The element a home section scrolls to from the game menu. */
export const homeSectionId = (code: string) => `lobby-section-${code.toLowerCase()}`;

interface SectionProps {
  code: string;
  cards: GameCardProps;
}

/** A list section whose first page `HomeListsAhead` asks (a staged home's). */
interface AskedAheadProps {
  askedAhead?: boolean;
}

/**
 * A staged home mounts its lower list sections steps after `HomeListsAhead` asked their first pages. On a
 * slow device a step can come later than SWR's deduplication (2 s after the answer), and a section mounting
 * over a cached answer would then ask it again (`revalidateIfStale`): the section takes that answer as it
 * is. `HomeListsAhead` still revalidates when the home mounts again, and focus still revalidates.
 */
const takesAnswerAhead = { revalidateIfStale: false } as const;

/** The game types whose home sections list games (the others list their vendors). */
export const gameTypesWithGames: readonly GameType[] = ['RNG', 'FISH', 'PVP'];

const firstPage = { pageNo: 1, pageSize: homeSectionLimits.games.shown } as const;

/** A list section's call (one key for the section and for `HomeListsAhead`, so the call goes out once). */
const listQuery = (
  gameType: GameType | undefined,
  isGame: 0 | 1 | undefined,
  pageSize: number,
): GameListQuery => ({
  gameType: gameType ?? '',
  isGame,
  pageNo: 1,
  pageSize,
});

/**
 * Asks every list section's first page with the home, whichever sections have mounted yet (a staged home
 * mounts its lower sections a few tasks later): their calls start together, never after another answered.
 * The sections ask the same keys and, mounted `askedAhead`, take its answers, so each call goes out once
 * however late they mount.
 */
export function HomeListsAhead({ member, gameTypes }: { member: boolean; gameTypes: readonly GameType[] }) {
  const first = firstPage.pageSize;
  useGameList(listQuery(undefined, 0, first));
  useGameList(gameTypes.includes('RNG') ? listQuery('RNG', 1, first) : null);
  useGameList(gameTypes.includes('FISH') ? listQuery('FISH', 1, first) : null);
  useGameList(gameTypes.includes('PVP') ? listQuery('PVP', 1, first) : null);
  useFavouriteList(member ? firstPage : null);
  return null;
}

/** A section of one game type's games (slots, fishing, poker) or of the game halls (isGame 0). */
export const ListSection = memo(function ListSection({
  code,
  cards,
  gameType,
  isGame,
  askedAhead = false,
}: SectionProps & AskedAheadProps & { gameType?: GameType; isGame?: 0 | 1 }) {
  const { t } = useLobbyTranslation();
  const host = useLobbyHost();
  const { limit, more } = useSectionLimit('games');
  const list = useGameList(listQuery(gameType, isGame, limit), askedAhead ? takesAnswerAhead : undefined);
  return (
    <HomeGamesSection
      id={homeSectionId(code)}
      title={t(`category.${code}` as never)}
      games={list.data?.games}
      limit={limit}
      total={list.data?.total ?? 0}
      onLoadMore={more}
      loadingMore={list.isValidating}
      allHref={gameType ? host.hrefFor({ category: gameType }) : undefined}
      cards={cards}
    />
  );
});

export const HotSection = memo(function HotSection({ code, cards }: SectionProps) {
  const { t } = useLobbyTranslation();
  const host = useLobbyHost();
  const { limit, more } = useSectionLimit('games');
  const hot = useHotGames().data?.list;
  return (
    <HomeGamesSection
      id={homeSectionId(code)}
      title={t('category.HOT')}
      games={hot}
      limit={limit}
      total={hot?.length ?? 0}
      onLoadMore={more}
      allHref={host.hrefFor({ category: 'HOT' })}
      cards={cards}
    />
  );
});

/** The member's favourites, a page of the section's size; another page means there are more. */
export function FavouriteSection({ code, cards, askedAhead = false }: SectionProps & AskedAheadProps) {
  const { limit, more } = useSectionLimit('games');
  const page = useFavouriteList(
    { pageNo: 1, pageSize: limit },
    askedAhead ? takesAnswerAhead : undefined,
  ).data;
  return (
    <AccountGames
      code="FAV"
      id={code}
      page={page && { games: page.content, pages: page.totalPages }}
      limit={limit}
      onLoadMore={more}
      cards={cards}
    />
  );
}

/** The member's recently played games. */
export function RecentSection({ code, cards }: SectionProps) {
  const { limit, more } = useSectionLimit('games');
  const page = useRecentGames({ page: 1, pageSize: limit }).data;
  return (
    <AccountGames
      code="RECENT"
      id={code}
      page={page && { games: page.list, pages: page.totalPages }}
      limit={limit}
      onLoadMore={more}
      cards={cards}
    />
  );
}

function AccountGames({
  code,
  id,
  page,
  limit,
  onLoadMore,
  cards,
}: {
  code: 'FAV' | 'RECENT';
  id: string;
  page: { games: Game[]; pages: number } | undefined;
  limit: number;
  onLoadMore: () => void;
  cards: GameCardProps;
}) {
  const { t } = useLobbyTranslation();
  const host = useLobbyHost();
  return (
    <HomeGamesSection
      id={homeSectionId(id)}
      title={t(`category.${code}`)}
      games={page?.games}
      limit={limit}
      total={page ? (page.pages > 1 ? limit + 1 : page.games.length) : 0}
      onLoadMore={onLoadMore}
      allHref={host.hrefFor({ category: code })}
      cards={cards}
    />
  );
}

/** A section of a category's vendors (live, sports, lottery...): the first 6, each a link to its lobby. */
export const VendorSection = memo(function VendorSection({
  code,
  vendors,
}: {
  code: GameType;
  /** The type's vendors; `undefined` while the lanes load (the section shows its placeholders). */
  vendors: readonly Vendor[] | undefined;
}) {
  const { t } = useLobbyTranslation();
  const host = useLobbyHost();
  const image = useImageUrl();
  const { limit, more } = useSectionLimit('vendors');
  return (
    <HomeSection
      id={homeSectionId(code)}
      title={t(`category.${code}`)}
      kind="vendors"
      allHref={host.hrefFor({ category: code })}
      onLoadMore={more}
      loading={vendors === undefined}
      showMore={
        vendors !== undefined &&
        vendors.length > homeSectionLimits.vendors.moreAbove &&
        vendors.length > limit
      }
    >
      {(vendors ?? []).slice(0, limit).map((vendor) => (
        <VendorTile
          key={vendor.vassalage}
          name={vendor.displayName}
          logoUrl={image(vendor.logoUrl)}
          gameCount={vendor.gameCount}
          maintenance={vendor.maintenance}
          href={host.hrefFor({ category: code, vassalage: vendor.vassalage })}
        />
      ))}
    </HomeSection>
  );
});
