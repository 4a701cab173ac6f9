/** Pure timing for the notice marquee: no DOM, no React. */

/** Seconds per character of notice text: about 80 px/s at the marquee's 14 px type. */
const secondsPerCharacter = 0.11;
/** Seconds for the gap and bullet between two notices. */
const secondsPerGap = 0.6;
/** Even one short notice crosses the whole strip, so it never races by. */
const minimumSeconds = 12;

/**
 * How long one full loop of the track takes, from the notices' text length, so long and short
 * notice lists read at the same calm speed.
 */
export function marqueeDuration(titles: readonly string[]): number {
  const characters = titles.reduce((sum, title) => sum + title.length, 0);
  const seconds = characters * secondsPerCharacter + titles.length * secondsPerGap;
  return Math.max(minimumSeconds, Math.round(seconds * 10) / 10);
}
