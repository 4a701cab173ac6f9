import { describe, expect, it } from 'vitest';
import { cardName, playHighCard, pvpRtp } from './pvpEngine';
import { seededRandom, type RandomSource } from './random';

/** A source that answers the given numbers in turn. */
const fixed =
  (...numbers: number[]): RandomSource =>
  () =>
    numbers.shift() ?? 0;

describe('the PVP high card engine', () => {
  it('deals two different cards and pays a win 1.95 times, a push the stake, a loss nothing', () => {
    expect(cardName(12)).toBe('AS');
    expect(cardName(13 + 8)).toBe('10H');
    // Ace of spades against the two of spades (the house's 0 is the first card left).
    expect(playHighCard(1_000, fixed(12, 0))).toEqual({
      playerCard: 'AS',
      houseCard: '2S',
      result: 'win',
      winMinor: 1_950,
    });
    // The house's pick skips the player's card: 12 becomes 13 (2H) after the player's 12 (AS).
    expect(playHighCard(1_000, fixed(0, 12))).toMatchObject({
      playerCard: '2S',
      houseCard: '2H',
      result: 'push',
      winMinor: 1_000,
    });
    expect(playHighCard(1_000, fixed(0, 11))).toMatchObject({ houseCard: 'AS', result: 'lose', winMinor: 0 });
    const random = seededRandom(3);
    for (let i = 0; i < 2_000; i += 1) {
      const hand = playHighCard(100, random);
      expect(hand.playerCard).not.toBe(hand.houseCard);
    }
  });

  it('states its exact RTP and a seeded simulation lands close to it', () => {
    expect(pvpRtp).toBeCloseTo(49.8 / 51, 12);
    // Every pair of different cards once: the exact return by enumeration.
    let paid = 0;
    let hands = 0;
    for (let player = 0; player < 52; player += 1) {
      for (let house = 0; house < 51; house += 1) {
        paid += playHighCard(100, fixed(player, house)).winMinor;
        hands += 1;
      }
    }
    expect(paid / (hands * 100)).toBeCloseTo(pvpRtp, 12);
    const random = seededRandom(11);
    let simulated = 0;
    for (let i = 0; i < 200_000; i += 1) simulated += playHighCard(100, random).winMinor;
    expect(Math.abs(simulated / (200_000 * 100) - pvpRtp)).toBeLessThan(0.01);
  });
});
