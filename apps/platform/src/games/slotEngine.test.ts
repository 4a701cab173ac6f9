import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import {
  evaluateLine,
  slotPaylines,
  slotPaytable,
  slotRtp,
  slotStatedRtp,
  slotStrips,
  slotSymbols,
  slotWinMinor,
  spinSlot,
} from './slotEngine';

describe('the slot engine', () => {
  it('states an RTP computed exactly from the reel strips and the paytable', () => {
    // 96.06% to 2 decimals, as the page shows it.
    expect((slotStatedRtp * 100).toFixed(2)).toBe('96.06');
    expect(slotRtp()).toBe(slotStatedRtp);

    // The same number another way: every stop of the first two reels with the last three's frequencies.
    const frequency = (reel: number, symbol: string) =>
      (slotStrips[reel] ?? []).filter((s) => s === symbol).length / (slotStrips[reel] ?? []).length;
    let expected = 0;
    for (const a of slotStrips[0] ?? [])
      for (const b of slotStrips[1] ?? [])
        for (const c of slotSymbols)
          for (const d of slotSymbols)
            for (const e of slotSymbols) {
              const chance = frequency(2, c) * frequency(3, d) * frequency(4, e);
              if (chance > 0) expected += chance * evaluateLine([a, b, c, d, e]).pay;
            }
    const stops = (slotStrips[0]?.length ?? 1) * (slotStrips[1]?.length ?? 1);
    expect(expected / stops).toBeCloseTo(slotStatedRtp, 10);
  });

  it('lands within 0.5 points of the stated RTP over one million seeded rounds', () => {
    const random = seededRandom(1);
    const rounds = 1_000_000;
    let paid = 0;
    for (let i = 0; i < rounds; i += 1) paid += spinSlot(random).totalPay;
    // The stake of a round is one line bet per line.
    const simulated = paid / (rounds * slotPaylines.length);
    expect(Math.abs(simulated - slotStatedRtp) * 100).toBeLessThan(0.5);
  });

  it('pays the leftmost run of a line, wilds standing in, or the wilds alone when they pay more', () => {
    expect(evaluateLine(['seven', 'seven', 'seven', 'bar', 'seven'])).toEqual({
      symbol: 'seven',
      count: 3,
      pay: 35,
    });
    expect(evaluateLine(['wild', 'gem', 'wild', 'gem', 'cherry'])).toEqual({
      symbol: 'gem',
      count: 4,
      pay: 60,
    });
    expect(evaluateLine(['wild', 'wild', 'wild', 'lemon', 'plum'])).toEqual({
      symbol: 'wild',
      count: 3,
      pay: 45,
    });
    expect(evaluateLine(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'wild',
      count: 5,
      pay: 220,
    });
    expect(evaluateLine(['cherry', 'cherry', 'bar', 'bar', 'bar'])).toEqual({
      symbol: 'cherry',
      count: 2,
      pay: 3,
    });
    expect(evaluateLine(['bar', 'seven', 'bar', 'bar', 'bar']).pay).toBe(0);
    // Every symbol pays for 3, 4 and 5, more for more.
    for (const symbol of slotSymbols) {
      const [, three, four, five] = slotPaytable[symbol];
      expect(three).toBeGreaterThan(0);
      expect(four).toBeGreaterThan(three);
      expect(five).toBeGreaterThan(four);
    }
  });

  it('shows a 5 by 3 window of the strips and pays whole minor units of the stake', () => {
    const spin = spinSlot(seededRandom(42));
    expect(spin.reels).toHaveLength(5);
    spin.reels.forEach((column, reel) => {
      const strip = slotStrips[reel] ?? [];
      expect(column).toEqual([0, 1, 2].map((row) => strip[((spin.stops[reel] ?? 0) + row) % strip.length]));
    });
    expect(spin.totalPay).toBe(spin.lines.reduce((sum, line) => sum + line.pay, 0));
    expect(slotWinMinor(100, 35)).toBe(350);
    expect(slotWinMinor(500, 3)).toBe(150);
    expect(slotWinMinor(0, 100)).toBe(0);
    // Strips keep a symbol's stops apart (no two of the same side by side, around the strip).
    for (const strip of slotStrips) {
      strip.forEach((symbol, i) => {
        if (symbol !== 'lemon' && symbol !== 'cherry' && symbol !== 'plum') {
          expect(strip[(i + 1) % strip.length], `${symbol} at ${i}`).not.toBe(symbol);
        }
      });
    }
  });
});
