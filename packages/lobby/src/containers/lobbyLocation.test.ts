import { describe, expect, it } from 'vitest';
import { queryHref, routedHref } from './lobbyLocation';

describe('lobby addresses', () => {
  it("follow the portal's route table", () => {
    expect(routedHref({ category: 'HOME' })).toBe('/');
    expect(routedHref({ category: 'RNG', vassalage: 'PG' })).toBe('/rng?vassalage=PG');
    expect(routedHref({ category: 'COCKFIGHT' })).toBe('/cockfight');
    expect(routedHref({ category: 'FAV' })).toBe('/favorite');
    expect(routedHref({ category: 'RECENT', vassalage: 'JL' })).toBe('/recent?vassalage=JL');
    expect(routedHref({ category: 'HOT' })).toBe('/?lobby=hot');
    expect(routedHref({ category: 'SEARCH', search: 'lucky 7' })).toBe('/?lobby=search&search=lucky+7');
  });

  it('keep the whole location in the query when the lobby is embedded', () => {
    expect(queryHref({ category: 'LIVE', vassalage: 'EVP' })).toBe('?category=LIVE&vassalage=EVP');
  });
});
