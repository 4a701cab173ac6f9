/**
 * The sandbox lottery's draw engine and bets, per lottery category (spec section 3: 11X5, LF, LHC, PK10,
 * SSC). Pure: draws take their randomness as an argument. The scheduled draws (`lottery_draws`) and the
 * instant draw of a player's round use the same `drawNumbers`.
 *
 * A bet picks k numbers. In the ordered categories (SSC and LF digits, PK10's finishing order) the picks
 * are the first k positions and win when each is drawn in its place; in 11X5 and LHC the picks win when
 * all of them are among the numbers drawn (LHC's seventh number is the special one and does not count).
 * A hit pays a multiplier set from the exact chance of a hit, so every bet returns just under 95%.
 */
import type { lotteryGroups } from '@portal/api';
import type { RandomSource } from './random';

export type LotteryGroupCode = (typeof lotteryGroups)[number];

export interface LotteryRule {
  code: LotteryGroupCode;
  /** The pool of numbers, inclusive. */
  min: number;
  max: number;
  /** How many numbers a draw shows. */
  draw: number;
  /** Drawn without replacement (each number at most once). */
  distinct: boolean;
  /** The picks are positions (the first pick is the first number's). */
  ordered: boolean;
  /** Unordered categories: the picks must be among the first this many numbers drawn. */
  matchFirst: number;
  /** The most numbers a bet may pick. */
  maxPicks: number;
  /** The digits a drawn number is shown with ('07'). */
  pad: number;
}

export const lotteryRules: Record<LotteryGroupCode, LotteryRule> = {
  SSC: {
    code: 'SSC',
    min: 0,
    max: 9,
    draw: 5,
    distinct: false,
    ordered: true,
    matchFirst: 5,
    maxPicks: 3,
    pad: 1,
  },
  LF: {
    code: 'LF',
    min: 0,
    max: 9,
    draw: 3,
    distinct: false,
    ordered: true,
    matchFirst: 3,
    maxPicks: 3,
    pad: 1,
  },
  PK10: {
    code: 'PK10',
    min: 1,
    max: 10,
    draw: 10,
    distinct: true,
    ordered: true,
    matchFirst: 10,
    maxPicks: 3,
    pad: 2,
  },
  '11X5': {
    code: '11X5',
    min: 1,
    max: 11,
    draw: 5,
    distinct: true,
    ordered: false,
    matchFirst: 5,
    maxPicks: 5,
    pad: 2,
  },
  LHC: {
    code: 'LHC',
    min: 1,
    max: 49,
    draw: 7,
    distinct: true,
    ordered: false,
    matchFirst: 6,
    maxPicks: 3,
    pad: 2,
  },
};

export const isLotteryGroupCode = (code: string): code is LotteryGroupCode =>
  Object.hasOwn(lotteryRules, code);

/** What a bet aims at: each bet pays a multiplier set from its exact chance, so it returns just under this. */
export const lotteryTargetRtp = 0.95;

const sizeOf = (rule: LotteryRule) => rule.max - rule.min + 1;

/** The exact chance that a bet of `k` picks hits, as a fraction numerator / denominator (whole numbers). */
export function hitChance(rule: LotteryRule, k: number): { numerator: number; denominator: number } {
  const size = sizeOf(rule);
  let numerator = 1;
  let denominator = 1;
  for (let i = 0; i < k; i += 1) {
    if (rule.ordered) {
      // One number in each position: 1 in size (with replacement), 1 in what is left (without).
      denominator *= rule.distinct ? size - i : size;
    } else {
      // All picks among the first `matchFirst` drawn of `size`, drawn without replacement.
      numerator *= rule.matchFirst - i;
      denominator *= size - i;
    }
  }
  return { numerator, denominator };
}

/** A hit's pay in hundredths of the stake: the largest that keeps the bet's return at or under the target. */
export function multiplierHundredths(rule: LotteryRule, k: number): number {
  const { numerator, denominator } = hitChance(rule, k);
  return Math.floor((lotteryTargetRtp * 100 * denominator) / numerator);
}

/** A bet's exact return to player: its chance of a hit times its pay. */
export function lotteryRtp(rule: LotteryRule, k: number): number {
  const { numerator, denominator } = hitChance(rule, k);
  return (numerator * multiplierHundredths(rule, k)) / (denominator * 100);
}

/** One draw: `rule.draw` numbers, each from the pool, without repeats where the category has none. */
export function drawNumbers(rule: LotteryRule, random: RandomSource): number[] {
  const size = sizeOf(rule);
  if (!rule.distinct) return Array.from({ length: rule.draw }, () => rule.min + random(size));
  // A partial Fisher-Yates shuffle of the pool.
  const pool = Array.from({ length: size }, (_, i) => rule.min + i);
  for (let i = 0; i < rule.draw; i += 1) {
    const j = i + random(size - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, rule.draw);
}

/** A drawn number as the draws show it. */
export const formatDrawn = (rule: LotteryRule, n: number): string => String(n).padStart(rule.pad, '0');

/**
 * Whether `picks` make a valid bet of the category: 1 to `maxPicks` whole numbers of the pool, without
 * repeats where a number cannot come twice (unordered bets, or a draw without replacement).
 */
export function validPicks(rule: LotteryRule, picks: readonly number[]): boolean {
  if (picks.length < 1 || picks.length > rule.maxPicks) return false;
  if (picks.some((n) => !Number.isInteger(n) || n < rule.min || n > rule.max)) return false;
  const mustDiffer = rule.distinct || !rule.ordered;
  return !mustDiffer || new Set(picks).size === picks.length;
}

/** Whether a bet hits a draw. */
export function betHits(rule: LotteryRule, picks: readonly number[], drawn: readonly number[]): boolean {
  if (rule.ordered) return picks.every((n, i) => drawn[i] === n);
  const counted = drawn.slice(0, rule.matchFirst);
  return picks.every((n) => counted.includes(n));
}

export interface LotteryPlay {
  drawn: number[];
  hit: boolean;
  /** Hundredths of the stake a hit pays. */
  multiplierHundredths: number;
  winMinor: number;
}

/** One instant draw for a bet (the picks must be valid: `validPicks`). */
export function playLottery(
  rule: LotteryRule,
  picks: readonly number[],
  stakeMinor: number,
  random: RandomSource,
): LotteryPlay {
  const drawn = drawNumbers(rule, random);
  const hit = betHits(rule, picks, drawn);
  const multiplier = multiplierHundredths(rule, picks.length);
  return {
    drawn,
    hit,
    multiplierHundredths: multiplier,
    winMinor: hit ? Math.floor((stakeMinor * multiplier) / 100) : 0,
  };
}
