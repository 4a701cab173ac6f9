import { describe, expect, it } from 'vitest';
import {
  betHits,
  drawNumbers,
  formatDrawn,
  hitChance,
  lotteryRtp,
  lotteryRules,
  lotteryTargetRtp,
  multiplierHundredths,
  playLottery,
  validPicks,
  type LotteryRule,
} from './lotteryEngine';
import { seededRandom } from './random';

const rules = Object.values(lotteryRules);

/** Every k-subset of 0..n-1. */
function* subsets(n: number, k: number, from = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === k) {
    yield chosen;
    return;
  }
  for (let i = from; i < n; i += 1) yield* subsets(n, k, i + 1, [...chosen, i]);
}

describe('the lottery engine', () => {
  it('draws numbers of the pool, each at most once where the category says so', () => {
    const random = seededRandom(7);
    for (const rule of rules) {
      for (let i = 0; i < 200; i += 1) {
        const drawn = drawNumbers(rule, random);
        expect(drawn).toHaveLength(rule.draw);
        for (const n of drawn) {
          expect(n).toBeGreaterThanOrEqual(rule.min);
          expect(n).toBeLessThanOrEqual(rule.max);
        }
        if (rule.distinct) expect(new Set(drawn).size).toBe(rule.draw);
      }
    }
    expect(formatDrawn(lotteryRules.LHC, 7)).toBe('07');
    expect(formatDrawn(lotteryRules.SSC, 7)).toBe('7');
  });

  it('knows the exact chance of a hit: checked against every possible 11X5 and PK10 draw', () => {
    const eleven = lotteryRules['11X5'];
    const draws = [...subsets(11, 5)].map((draw) => draw.map((i) => i + 1));
    expect(draws).toHaveLength(462);
    for (let k = 1; k <= eleven.maxPicks; k += 1) {
      const picks = Array.from({ length: k }, (_, i) => i + 1);
      const hits = draws.filter((draw) => betHits(eleven, picks, draw)).length;
      const { numerator, denominator } = hitChance(eleven, k);
      expect(hits / draws.length).toBeCloseTo(numerator / denominator, 12);
    }
    // PK10's first three places: 10 * 9 * 8 orders.
    expect(hitChance(lotteryRules.PK10, 3)).toEqual({ numerator: 1, denominator: 720 });
    expect(hitChance(lotteryRules.SSC, 2)).toEqual({ numerator: 1, denominator: 100 });
    // Mark Six: 3 picks among the first six of 49.
    expect(hitChance(lotteryRules.LHC, 3)).toEqual({ numerator: 120, denominator: 110_544 });
  });

  it('pays every bet just under the 95% target, as stated', () => {
    expect(multiplierHundredths(lotteryRules.SSC, 1)).toBe(950);
    expect(multiplierHundredths(lotteryRules['11X5'], 1)).toBe(209);
    expect(multiplierHundredths(lotteryRules.PK10, 3)).toBe(68_400);
    for (const rule of rules) {
      for (let k = 1; k <= rule.maxPicks; k += 1) {
        expect(lotteryRtp(rule, k)).toBeLessThanOrEqual(lotteryTargetRtp);
        expect(lotteryRtp(rule, k)).toBeGreaterThan(lotteryTargetRtp - 0.002);
      }
    }
  });

  it('returns close to the stated RTP over 100,000 seeded one-number bets of each category', () => {
    const random = seededRandom(2026);
    for (const rule of rules) {
      const rounds = 100_000;
      let paid = 0;
      for (let i = 0; i < rounds; i += 1) {
        paid += playLottery(rule, [rule.min + (i % (rule.max - rule.min + 1))], 100, random).winMinor;
      }
      expect(Math.abs(paid / (rounds * 100) - lotteryRtp(rule, 1)), rule.code).toBeLessThan(0.025);
    }
  });

  it('checks the picks: 1 to maxPicks numbers of the pool, no repeats where a number cannot come twice', () => {
    const ssc: LotteryRule = lotteryRules.SSC;
    expect(validPicks(ssc, [7])).toBe(true);
    expect(validPicks(ssc, [7, 7, 0])).toBe(true);
    expect(validPicks(ssc, [])).toBe(false);
    expect(validPicks(ssc, [1, 2, 3, 4])).toBe(false);
    expect(validPicks(ssc, [10])).toBe(false);
    expect(validPicks(ssc, [1.5])).toBe(false);
    expect(validPicks(lotteryRules['11X5'], [1, 1])).toBe(false);
    expect(validPicks(lotteryRules['11X5'], [0])).toBe(false);
    expect(validPicks(lotteryRules.LHC, [49, 1, 23])).toBe(true);
    expect(validPicks(lotteryRules.PK10, [3, 3])).toBe(false);
    // Ordered bets hit by position; unordered ones by presence among the counted numbers.
    expect(betHits(lotteryRules.PK10, [4, 9], [4, 9, 1, 10, 6, 3, 8, 2, 7, 5])).toBe(true);
    expect(betHits(lotteryRules.PK10, [9, 4], [4, 9, 1, 10, 6, 3, 8, 2, 7, 5])).toBe(false);
    expect(betHits(lotteryRules.LHC, [8, 40], [8, 14, 23, 31, 40, 47, 19])).toBe(true);
    expect(betHits(lotteryRules.LHC, [19], [8, 14, 23, 31, 40, 47, 19])).toBe(false);
  });
});
