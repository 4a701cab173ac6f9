/**
 * The sandbox slot: 5 reels, 3 rows, 10 fixed paylines, a wild that stands for every symbol. Pure: a
 * spin takes its randomness as an argument, so the same engine runs real rounds (crypto randomness),
 * the seed's sandbox players and the simulation test (seeded). The return to player is not tuned by
 * hand at run time: `slotRtp()` computes it exactly from the reel strips and the paytable.
 */
import type { SlotSymbol } from '@portal/api';
import type { RandomSource } from './random';

export const slotReelCount = 5;

/** Symbols from the most to the least valuable. The wild substitutes for any symbol. */
export const slotSymbols = [
  'wild',
  'seven',
  'gem',
  'bell',
  'bar',
  'melon',
  'plum',
  'lemon',
  'cherry',
] as const satisfies readonly SlotSymbol[];

/**
 * What a line pays, in line bets, for 2, 3, 4 and 5 of a kind from the leftmost reel (0: nothing). The
 * stake is spread over the 10 lines, so a line bet is a tenth of the stake.
 */
export const slotPaytable: Record<
  SlotSymbol,
  readonly [two: number, three: number, four: number, five: number]
> = {
  wild: [0, 45, 110, 220],
  seven: [0, 35, 85, 170],
  gem: [0, 27, 60, 120],
  bell: [0, 20, 45, 90],
  bar: [0, 17, 36, 72],
  melon: [0, 13, 29, 55],
  plum: [0, 11, 22, 44],
  lemon: [0, 9, 18, 33],
  cherry: [3, 7, 13, 27],
};

/** How many stops of each symbol each reel's strip holds (the strip is laid out from these). */
const stripCounts: ReadonlyArray<Record<SlotSymbol, number>> = [
  { wild: 2, seven: 2, gem: 3, bell: 2, bar: 3, melon: 3, plum: 6, lemon: 7, cherry: 6 },
  { wild: 2, seven: 2, gem: 3, bell: 2, bar: 3, melon: 3, plum: 6, lemon: 7, cherry: 6 },
  { wild: 2, seven: 2, gem: 3, bell: 2, bar: 3, melon: 3, plum: 6, lemon: 7, cherry: 6 },
  { wild: 2, seven: 2, gem: 3, bell: 2, bar: 3, melon: 3, plum: 6, lemon: 7, cherry: 6 },
  { wild: 1, seven: 2, gem: 3, bell: 2, bar: 3, melon: 3, plum: 6, lemon: 7, cherry: 6 },
];

/**
 * Lays a strip out from its counts, spreading each symbol evenly (the most frequent placed first, each
 * at the free stop nearest its ideal spacing), so no reel bunches one symbol together.
 */
function layOut(counts: Record<SlotSymbol, number>): SlotSymbol[] {
  const length = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const strip: Array<SlotSymbol | undefined> = Array.from({ length });
  const order = [...slotSymbols].sort(
    (a, b) => counts[b] - counts[a] || slotSymbols.indexOf(a) - slotSymbols.indexOf(b),
  );
  order.forEach((symbol, offset) => {
    const n = counts[symbol];
    for (let k = 0; k < n; k += 1) {
      let at = Math.floor(((k + offset / order.length) * length) / n) % length;
      while (strip[at] !== undefined) at = (at + 1) % length;
      strip[at] = symbol;
    }
  });
  return strip as SlotSymbol[];
}

/** The reel strips, each read top to bottom and around. */
export const slotStrips: readonly (readonly SlotSymbol[])[] = stripCounts.map(layOut);

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const slotPaylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export interface LineWin {
  /** The payline, from 1. */
  line: number;
  symbol: SlotSymbol;
  /** How many of a kind from the left (wilds included). */
  count: number;
  /** In line bets. */
  pay: number;
}

/**
 * What one line of 5 symbols pays: the leftmost run of one symbol (wilds standing in for it), or of wilds
 * alone when that pays more.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): {
  symbol: SlotSymbol;
  count: number;
  pay: number;
} {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  const wildPay = wilds >= 2 ? (slotPaytable.wild[wilds - 2] ?? 0) : 0;
  const base = symbols[wilds];
  if (base === undefined) return { symbol: 'wild', count: wilds, pay: wildPay };
  let count = wilds;
  while (count < symbols.length && (symbols[count] === base || symbols[count] === 'wild')) count += 1;
  const basePay = count >= 2 ? (slotPaytable[base][count - 2] ?? 0) : 0;
  return wildPay > basePay
    ? { symbol: 'wild', count: wilds, pay: wildPay }
    : { symbol: base, count, pay: basePay };
}

export interface SlotSpin {
  /** Each reel's stop: the strip index shown on the top row. */
  stops: number[];
  /** The window, reel by reel, top to bottom. */
  reels: SlotSymbol[][];
  lines: LineWin[];
  /** The sum of the line pays, in line bets. */
  totalPay: number;
}

/** One spin: a stop per reel from `random`, and what the window pays. */
export function spinSlot(random: RandomSource): SlotSpin {
  const stops: number[] = [];
  const reels: SlotSymbol[][] = [];
  for (const strip of slotStrips) {
    const stop = random(strip.length);
    stops.push(stop);
    reels.push([
      strip[stop] as SlotSymbol,
      strip[(stop + 1) % strip.length] as SlotSymbol,
      strip[(stop + 2) % strip.length] as SlotSymbol,
    ]);
  }
  const lines: LineWin[] = [];
  const symbols: SlotSymbol[] = [];
  let totalPay = 0;
  slotPaylines.forEach((rows, index) => {
    rows.forEach((row, reel) => {
      symbols[reel] = reels[reel]?.[row] as SlotSymbol;
    });
    const result = evaluateLine(symbols);
    if (result.pay > 0) {
      lines.push({ line: index + 1, ...result });
      totalPay += result.pay;
    }
  });
  return { stops, reels, lines, totalPay };
}

/** The win of a spin for a stake (minor units): the line pays times the line bet, rounded down. */
export const slotWinMinor = (stakeMinor: number, totalPay: number): number =>
  Math.floor((stakeMinor * totalPay) / slotPaylines.length);

/**
 * The exact return to player (a fraction): every reel stops anywhere with equal chance, so each row of a
 * reel shows a symbol with the frequency it has on the strip, and the reels are independent. A line's
 * expected pay is then the sum, over every combination of 5 symbols, of its chance times its pay; every
 * line has the same expectation, and the stake is one line bet per line, so that expectation is the RTP.
 */
export function slotRtp(): number {
  const frequencies = slotStrips.map((strip) =>
    slotSymbols.map((symbol) => strip.filter((s) => s === symbol).length / strip.length),
  );
  let expected = 0;
  const picked: SlotSymbol[] = [];
  const walk = (reel: number, chance: number) => {
    if (chance === 0) return;
    if (reel === slotReelCount) {
      expected += chance * evaluateLine(picked).pay;
      return;
    }
    slotSymbols.forEach((symbol, index) => {
      picked[reel] = symbol;
      walk(reel + 1, chance * (frequencies[reel]?.[index] ?? 0));
    });
  };
  walk(0, 1);
  return expected;
}

/** The stated RTP, computed once: shown to the player as a percentage with 2 decimals. */
export const slotStatedRtp: number = slotRtp();
