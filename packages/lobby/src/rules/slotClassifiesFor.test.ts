import { describe, expect, it } from 'vitest';
import { slotClassifiesFor } from './slotClassifiesFor';

describe('slotClassifiesFor', () => {
  it('offers SC, VP, JP, TG and AC, and bingo only when the site supports TY', () => {
    expect(slotClassifiesFor(['ar', 'en'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(slotClassifiesFor(['ar', 'en', 'TY'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(slotClassifiesFor(['ty'])).toContain('BG');
    expect(slotClassifiesFor([])).not.toContain('BG');
  });
});
