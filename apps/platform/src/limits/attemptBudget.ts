import type { SharedStore } from '../store/sharedStore';

/** How many checks a key may have counted (made, failed or still in flight) in a window. */
export interface AttemptBudget {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts an attempt on every budget before the costly check it guards (a password hash, a code), so N
 * parallel requests can never make more than `limit` checks: reading the count and adding to it later
 * would let them all see room. Returns the counts with this attempt in them, or null when a budget has
 * no room left, in which case the attempt is given back at once.
 */
export async function reserveAttempt(store: SharedStore, budgets: AttemptBudget[]): Promise<number[] | null> {
  const counts = await Promise.all(budgets.map((budget) => store.increment(budget.key, budget.windowMs)));
  if (counts.every((count, i) => count <= budgets[i]!.limit)) return counts;
  await releaseAttempt(store, budgets);
  return null;
}

/** Gives a reserved attempt back: it ended before its check, or its check must not count against the key. */
export async function releaseAttempt(store: SharedStore, budgets: AttemptBudget[]): Promise<void> {
  await Promise.all(budgets.map((budget) => store.decrement(budget.key)));
}
