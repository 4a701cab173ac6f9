/** Pure logic of the server-speed selector (spec 4, "Speed selector"). No DOM, no React. */

export const speedTypes = ['fast', 'normal', 'slow'] as const;
export type SpeedType = (typeof speedTypes)[number];

/** The latency a failed ping reports: a timeout, a network error or an answer other than 200. */
export const failedSpeed = 9999;

/** The slowest latency, in milliseconds, that still counts as fast, and as normal. */
export const speedThresholds = { fast: 80, normal: 150 } as const;

/** The latency at which the speed bar runs empty (the slowest ping-estimate bucket, spec 9). */
const emptyBarAt = 400;
/** A line that answered keeps a sliver of bar, so "slow" never looks like "failed". */
const minimumBar = 6;

/** One domain line as the selector shows it. */
export interface DomainLine {
  /** The domain, for example `www.example.com`. */
  domainName: string;
  /** The ping in milliseconds; `null` while it is being pinged; 9999 when the ping failed. */
  speed: number | null;
}

/** Whether a measured latency means the ping failed (9999, or nothing a ping could measure). */
export function hasFailed(speed: number): boolean {
  return !Number.isFinite(speed) || speed < 0 || speed >= failedSpeed;
}

/** Fast up to 80 ms, normal up to 150 ms, slow above that or when the ping failed. */
export function speedOf(speed: number): SpeedType {
  if (hasFailed(speed)) return 'slow';
  if (speed <= speedThresholds.fast) return 'fast';
  if (speed <= speedThresholds.normal) return 'normal';
  return 'slow';
}

const rank = (speed: number | null) =>
  // Failed lines go after every answer; lines still being pinged after those, as nothing is known yet.
  speed === null ? Number.POSITIVE_INFINITY : hasFailed(speed) ? failedSpeed : speed;

/** The lines from fastest to slowest, failed then still-pinging last; ties keep their order. */
export function sortLines<T extends Pick<DomainLine, 'speed'>>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => rank(a.speed) - rank(b.speed));
}

/** How full a line's speed bar is, 0 to 100: fuller when faster, empty while pinging or when failed. */
export function barPercentOf(speed: number | null): number {
  if (speed === null || hasFailed(speed)) return 0;
  const percent = Math.round(100 * (1 - Math.min(speed, emptyBarAt) / emptyBarAt));
  return Math.max(minimumBar, percent);
}

/** The fastest line that answered, or undefined when none did (yet). */
export function fastestLine<T extends Pick<DomainLine, 'speed'>>(lines: readonly T[]): T | undefined {
  return sortLines(lines).find((line) => line.speed !== null && !hasFailed(line.speed));
}
