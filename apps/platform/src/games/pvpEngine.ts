/**
 * The sandbox PVP table: a hand of high card against the house. One shuffled deck of 52, one card each;
 * the higher rank wins (aces high), equal ranks push (the stake comes back). A win pays 1.95 times the
 * stake (the house keeps 5% of the win as its commission). Pure: the deal takes its randomness as an argument.
 */
import type { RandomSource } from './random';

export const cardRanks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const cardSuits = ['S', 'H', 'D', 'C'] as const;

/** A win's pay in hundredths of the stake. */
export const pvpWinHundredths = 195;

/** Card `index` (0-51) as rank and suit: 'AS', '10H'. */
export const cardName = (index: number): string =>
  `${cardRanks[index % 13] as string}${cardSuits[Math.floor(index / 13)] as string}`;

const rankOf = (index: number) => index % 13;

export interface PvpHand {
  playerCard: string;
  houseCard: string;
  result: 'win' | 'lose' | 'push';
  winMinor: number;
}

/** One hand: two different cards of the deck, the player's first. */
export function playHighCard(stakeMinor: number, random: RandomSource): PvpHand {
  const player = random(52);
  let house = random(51);
  if (house >= player) house += 1;
  const difference = rankOf(player) - rankOf(house);
  const result = difference > 0 ? 'win' : difference < 0 ? 'lose' : 'push';
  const winMinor =
    result === 'win' ? Math.floor((stakeMinor * pvpWinHundredths) / 100) : result === 'push' ? stakeMinor : 0;
  return { playerCard: cardName(player), houseCard: cardName(house), result, winMinor };
}

/**
 * The exact return to player: of the 51 cards the house may hold, 3 share the player's rank (a push) and
 * the other 48 split evenly between lower and higher ranks, so a win has chance 24/51.
 */
export const pvpRtp = (24 / 51) * (pvpWinHundredths / 100) + 3 / 51;
