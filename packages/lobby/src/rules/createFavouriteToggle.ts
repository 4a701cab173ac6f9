/** One favourite toggle per this many ms (spec section 9). */
export const favouriteThrottleMs = 1000;

export interface FavouriteToggleOptions {
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
  throttleMs?: number;
}

export interface FavouriteContext {
  loggedIn: boolean;
}

/** Why nothing happens: logged out, pressed again too soon, or already in (out of) the list. */
export type FavouriteSkipReason = 'loggedOut' | 'throttled' | 'present' | 'absent';

export type FavouriteChange = { kind: 'add' | 'remove'; nodeId: number };

export type FavouriteStep =
  | { kind: 'skip'; reason: FavouriteSkipReason }
  /** Show `ids` at once, then make the call; `rollbackFavourite` undoes it if the call fails. */
  | (FavouriteChange & { ids: number[] });

export interface FavouriteToggle {
  /** Adds optimistically; skipped when the id is already there. */
  add(ids: readonly number[], nodeId: number, context: FavouriteContext): FavouriteStep;
  /** Removes locally first; the server call follows. */
  remove(ids: readonly number[], nodeId: number, context: FavouriteContext): FavouriteStep;
  /** Adds when absent, removes when present. */
  toggle(ids: readonly number[], nodeId: number, context: FavouriteContext): FavouriteStep;
}

/**
 * The favourite rules of spec section 4: optimistic add (skipped if present), remove locally then on the
 * server, one action per `throttleMs`, nothing when logged out. Its only state is the time of the last
 * action; a skipped press does not start a new wait.
 */
export function createFavouriteToggle({
  now = Date.now,
  throttleMs = favouriteThrottleMs,
}: FavouriteToggleOptions = {}): FavouriteToggle {
  let lastAt: number | undefined;

  function step(kind: 'add' | 'remove', ids: readonly number[], nodeId: number, context: FavouriteContext) {
    if (!context.loggedIn) return { kind: 'skip', reason: 'loggedOut' } as const;
    const at = now();
    if (lastAt !== undefined && at - lastAt < throttleMs)
      return { kind: 'skip', reason: 'throttled' } as const;
    const present = ids.includes(nodeId);
    if (kind === 'add' && present) return { kind: 'skip', reason: 'present' } as const;
    if (kind === 'remove' && !present) return { kind: 'skip', reason: 'absent' } as const;
    lastAt = at;
    const next = kind === 'add' ? [...ids, nodeId] : ids.filter((id) => id !== nodeId);
    return { kind, nodeId, ids: next };
  }

  return {
    add: (ids, nodeId, context) => step('add', ids, nodeId, context),
    remove: (ids, nodeId, context) => step('remove', ids, nodeId, context),
    toggle: (ids, nodeId, context) => step(ids.includes(nodeId) ? 'remove' : 'add', ids, nodeId, context),
  };
}

/**
 * Undoes a change whose server call failed, on the ids as they are now (another change may have landed
 * meanwhile, so the list before the change is not simply restored).
 */
export function rollbackFavourite(change: FavouriteChange, ids: readonly number[]): number[] {
  if (change.kind === 'add') return ids.filter((id) => id !== change.nodeId);
  return ids.includes(change.nodeId) ? [...ids] : [...ids, change.nodeId];
}
