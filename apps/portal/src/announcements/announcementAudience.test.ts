import { afterEach, describe, expect, it } from 'vitest';
import { closedKey, executionsFor, rememberClosed, wasClosed } from './announcementAudience';

describe('announcement audiences', () => {
  afterEach(() => sessionStorage.clear());

  it('shows visitors B, members A, and A with F on the first login', () => {
    expect(executionsFor('visitor', false)).toEqual(['B']);
    expect(executionsFor('visitor', true)).toEqual(['B']);
    expect(executionsFor('member', false)).toEqual(['A']);
    expect(executionsFor('member', true)).toEqual(['A', 'F']);
  });

  it("remembers 'closed' per audience for the session", () => {
    expect(wasClosed('visitor')).toBe(false);
    rememberClosed('visitor');
    expect(sessionStorage.getItem(closedKey('visitor'))).toBe('closed');
    expect(wasClosed('visitor')).toBe(true);
    expect(wasClosed('member')).toBe(false);
  });
});
