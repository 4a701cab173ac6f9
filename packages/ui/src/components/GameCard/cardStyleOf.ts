/** The number of game-card background styles (`vars.gradient.card1` to `card5`). */
export const cardStyleCount = 5;

export type CardStyle = 1 | 2 | 3 | 4 | 5;

/**
 * The background style of a game's card: `nodeId % 5 + 1`, so a grid cycles through the five styles
 * and a game keeps its style on every page. Negative or fractional ids still land on a valid style.
 */
export function cardStyleOf(nodeId: number): CardStyle {
  const id = Number.isFinite(nodeId) ? Math.trunc(nodeId) : 0;
  return ((((id % cardStyleCount) + cardStyleCount) % cardStyleCount) + 1) as CardStyle;
}
