import { ApiError } from '../failures/ApiError';
import type { SharedStore } from '../store/sharedStore';
import type { AttemptBudget } from './attemptBudget';
import { limits, type LimitName, type NamedLimit, type SettingLimitName } from './limits';

/** What the limits count on: the platform's shared store (Redis when REDIS_URL is set). */
export interface LimitStore {
  store: SharedStore;
}

/** The number of a limit; a setting-driven one takes the operator's value, which its caller must pass. */
type LimitArgs<Name extends LimitName> = Name extends SettingLimitName ? [limit: number] : [];

/** One subject's hit on a named limit: the limit's name, the subject and, for a setting, its number. */
export type LimitHit = { [Name in LimitName]: [Name, string, ...LimitArgs<Name>] }[LimitName];

function budgetOf([name, subject, setting]: [LimitName, string, number?]): AttemptBudget {
  const { prefix, limit, windowMs } = limits[name];
  if (limit === 'setting' && setting === undefined) throw new Error(`the limit ${name} needs its setting`);
  return { key: `${prefix}:${subject}`, limit: limit === 'setting' ? (setting as number) : limit, windowMs };
}

/**
 * The counter of a subject on a named limit, as `reserveAttempt` takes it: for the checks that must be
 * counted before they are made (a password, a code), so parallel tries cannot all see room.
 */
export const limitBudget = (...hit: LimitHit): AttemptBudget => budgetOf(hit);

/** Counts one hit of a subject on a named limit; its count with this hit, and whether it is within the limit. */
export async function countLimit(
  { store }: LimitStore,
  ...hit: LimitHit
): Promise<{ count: number; limit: number; within: boolean }> {
  const { key, limit, windowMs } = budgetOf(hit);
  const count = await store.increment(key, windowMs);
  return { count, limit, within: count <= limit };
}

/**
 * Counts one hit on each named limit at once (every counter counts the hit, as a send counts against its
 * number and its address both), then refuses with the first exceeded limit's error and status.
 */
export async function takeLimits(platform: LimitStore, hits: LimitHit[]): Promise<void> {
  const results = await Promise.all(hits.map((hit) => countLimit(platform, ...hit)));
  const over = results.findIndex((result) => !result.within);
  if (over >= 0) {
    throw limitRefusal(hits[over]![0]);
  }
}

/** The error a named limit refuses with (for a reservation that found no room: `reserveAttempt`). */
export function limitRefusal(name: LimitName): ApiError {
  const { code, value }: NamedLimit['refusal'] = limits[name].refusal;
  // A copy, so nothing that handles the error can change the table.
  return new ApiError(code, value === undefined ? undefined : structuredClone(value));
}

/** Counts one hit of a subject on a named limit, or refuses it past the limit with the limit's error. */
export const takeLimit = (platform: LimitStore, ...hit: LimitHit): Promise<void> =>
  takeLimits(platform, [hit]);
