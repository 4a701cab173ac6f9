import type { Game } from '@portal/api';
import { GameCard } from '@portal/ui';
import { hasTrial } from '../rules/trialAction';
import type { GameCardProps } from './useGameCards';

/** A game of the catalogue as a card, with the lobby's art, vendor, actions and favourite. */
export function LobbyGameCard({
  game,
  cards,
  headingLevel = 3,
}: {
  game: Game;
  cards: GameCardProps;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <GameCard
      nodeId={game.nodeId}
      name={game.displayName || game.gameName}
      imageUrl={cards.imageUrl?.(game)}
      vendorName={cards.vendorName?.(game)}
      hot={game.isHot === 1}
      hasTrial={hasTrial(game) && Boolean(cards.onTrial)}
      favourite={cards.favourites ? cards.favourites.has(game.nodeId) : undefined}
      onPlay={() => cards.onPlay(game)}
      onTrial={() => cards.onTrial?.(game)}
      onToggleFavourite={(next) => cards.onToggleFavourite?.(game, next)}
      headingLevel={headingLevel}
    />
  );
}
