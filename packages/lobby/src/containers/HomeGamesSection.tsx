import type { Game } from '@portal/api';
import { HomeSection } from '../components/HomeSection';
import { homeSectionLimits } from '../rules/homeSectionSlice';
import { LobbyGameCard } from './LobbyGameCard';
import type { GameCardProps } from './useGameCards';

export interface HomeGamesSectionProps {
  id: string;
  title: string;
  /** The games asked so far (undefined while they load). */
  games: readonly Game[] | undefined;
  /** How many the section shows now: 12 at first, 12 more with each load more. */
  limit: number;
  /** How many the platform has. */
  total: number;
  onLoadMore: () => void;
  loadingMore?: boolean;
  allHref?: string;
  cards: GameCardProps;
}

/** A home section of games: the first 12, and load more while there are more than 10 (spec section 9). */
export function HomeGamesSection({ games, limit, total, cards, ...section }: HomeGamesSectionProps) {
  const shown = (games ?? []).slice(0, limit);
  return (
    <HomeSection
      {...section}
      kind="games"
      loading={!games}
      showMore={total > homeSectionLimits.games.moreAbove && total > shown.length}
    >
      {shown.map((game) => (
        <LobbyGameCard key={game.nodeId} game={game} cards={cards} />
      ))}
    </HomeSection>
  );
}
