import type { Db } from '../db/database';
import { loadSystemState, type SystemState } from './systemState';

/** The switches are read at most once a second per node, so operators' changes reach every node quickly. */
const cacheMs = 1_000;

export interface SystemStateCache {
  get(): Promise<SystemState>;
  /** Forgets the cached switches (this node's operator route just changed them). */
  invalidate(): void;
}

export function createSystemStateCache(db: Db, now: () => number): SystemStateCache {
  let cached: { state: SystemState; at: number } | undefined;
  return {
    async get() {
      if (!cached || now() - cached.at > cacheMs) cached = { state: await loadSystemState(db), at: now() };
      return cached.state;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
