import { describe, expect, it } from 'vitest';
import { createFavouriteToggle, rollbackFavourite } from './createFavouriteToggle';

const clock = () => {
  let now = 10_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};
const member = { loggedIn: true };

describe('createFavouriteToggle', () => {
  it('adds optimistically, and skips an id already there', () => {
    const toggle = createFavouriteToggle({ now: clock().now });
    expect(toggle.add([1, 2], 3, member)).toEqual({ kind: 'add', nodeId: 3, ids: [1, 2, 3] });
    expect(createFavouriteToggle().add([1, 3], 3, member)).toEqual({ kind: 'skip', reason: 'present' });
  });

  it('removes locally first', () => {
    expect(createFavouriteToggle().remove([1, 2, 3], 2, member)).toEqual({
      kind: 'remove',
      nodeId: 2,
      ids: [1, 3],
    });
    expect(createFavouriteToggle().remove([1], 2, member)).toEqual({ kind: 'skip', reason: 'absent' });
  });

  it('toggles by presence', () => {
    expect(createFavouriteToggle().toggle([1], 1, member)).toMatchObject({ kind: 'remove', ids: [] });
    expect(createFavouriteToggle().toggle([], 1, member)).toMatchObject({ kind: 'add', ids: [1] });
  });

  it('does nothing when logged out', () => {
    expect(createFavouriteToggle().toggle([], 1, { loggedIn: false })).toEqual({
      kind: 'skip',
      reason: 'loggedOut',
    });
  });

  it('takes one action per 1000 ms; a skipped press does not restart the wait', () => {
    const time = clock();
    const toggle = createFavouriteToggle({ now: time.now });
    expect(toggle.toggle([], 1, member).kind).toBe('add');
    time.advance(999);
    expect(toggle.toggle([1], 1, member)).toEqual({ kind: 'skip', reason: 'throttled' });
    time.advance(1);
    expect(toggle.toggle([1], 1, member).kind).toBe('remove');
    time.advance(500);
    expect(toggle.add([1], 1, { loggedIn: false }).kind).toBe('skip');
    time.advance(500);
    expect(toggle.add([], 5, member).kind).toBe('add');
  });

  it('takes the wait it is given', () => {
    const time = clock();
    const toggle = createFavouriteToggle({ now: time.now, throttleMs: 100 });
    toggle.toggle([], 1, member);
    time.advance(100);
    expect(toggle.toggle([1], 1, member).kind).toBe('remove');
  });
});

describe('rollbackFavourite', () => {
  it('undoes a failed change on the ids as they are now', () => {
    expect(rollbackFavourite({ kind: 'add', nodeId: 3 }, [1, 3, 4])).toEqual([1, 4]);
    expect(rollbackFavourite({ kind: 'remove', nodeId: 2 }, [1, 4])).toEqual([1, 4, 2]);
    expect(rollbackFavourite({ kind: 'remove', nodeId: 2 }, [2])).toEqual([2]);
  });
});
