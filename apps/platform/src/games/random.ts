import { randomInt } from 'node:crypto';

/** A source of whole numbers from 0 up to (not including) `max`, each equally likely. */
export type RandomSource = (max: number) => number;

/** Production rounds and draws: the operating system's cryptographic generator, without modulo bias. */
export const cryptoRandom: RandomSource = (max) => randomInt(max);

/**
 * A seeded generator (mulberry32) of numbers in [0, 1) for simulations, tests, the demo catalogue and the
 * drawn puzzles: the same numbers for the same seed on every machine. Not for real rounds.
 */
export function seededUnit(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whole numbers from a seeded generator (see seededUnit), for simulations and the seed's sandbox players. */
export function seededRandom(seed: number): RandomSource {
  const unit = seededUnit(seed);
  return (max) => Math.floor(unit() * max);
}
