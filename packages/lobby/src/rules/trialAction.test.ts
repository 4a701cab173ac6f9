import { describe, expect, it } from 'vitest';
import { hasTrial, trialAction } from './trialAction';

describe('trialAction', () => {
  it('launches the trial when freeplay is 1 or supportPlay is 0', () => {
    expect(trialAction({ freeplay: 1 })).toEqual({ kind: 'launchTrial' });
    expect(trialAction({ freeplay: 0, supportPlay: 0 })).toEqual({ kind: 'launchTrial' });
  });

  it('does nothing for a game without a trial', () => {
    expect(trialAction({ freeplay: 0 })).toBeNull();
    expect(trialAction({ freeplay: 0, supportPlay: 1 })).toBeNull();
    expect(hasTrial({ freeplay: 0 })).toBe(false);
  });
});
