import type { Game } from '@portal/api';

export type TrialGame = Pick<Game, 'freeplay' | 'supportPlay'>;

/** A free trial exists: vendors say so with `freeplay: 1`, some with `supportPlay: 0` (spec section 3). */
export function hasTrial(game: TrialGame): boolean {
  return game.freeplay === 1 || game.supportPlay === 0;
}

/**
 * What 'FREE TRIAL' does: launch the trial version, without a token and for anyone (its play money never
 * touches the ledger); null when the game has no trial (the card shows no such button).
 */
export function trialAction(game: TrialGame): { kind: 'launchTrial' } | null {
  return hasTrial(game) ? { kind: 'launchTrial' } : null;
}
