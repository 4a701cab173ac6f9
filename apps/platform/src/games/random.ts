import { randomInt } from 'node:crypto';

/** A source of whole numbers from 0 up to (not including) `max`, each equally likely. */
export type RandomSource = (max: number) => number;

/** Production rounds and draws: the operating system's cryptographic generator, without modulo bias. */
export const cryptoRandom: RandomSource = (max) => randomInt(max);

/**
 * A seeded generator (mulberry32) for simulations, tests and the seed's sandbox players: the same
 * numbers for the same seed on every machine. Not for real rounds.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}
