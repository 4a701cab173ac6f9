import { describe, expect, it } from 'vitest';
import { accountListPageSize, gameTypePageSize, pageSizeFor, searchPageSize } from './pageSizes';

describe('pageSizeFor', () => {
  it('gives 40 to a game-type lobby, 15 to the hot, favourite and recent lobbies, 24 to search', () => {
    expect([gameTypePageSize, accountListPageSize, searchPageSize]).toEqual([40, 15, 24]);
    expect(pageSizeFor('RNG')).toBe(40);
    expect(pageSizeFor('COCKFIGHT')).toBe(40);
    expect(['HOT', 'FAV', 'RECENT'].map((type) => pageSizeFor(type as 'HOT'))).toEqual([15, 15, 15]);
    expect(pageSizeFor('SEARCH')).toBe(24);
  });
});
