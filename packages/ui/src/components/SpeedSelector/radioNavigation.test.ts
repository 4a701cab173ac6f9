import { describe, expect, it } from 'vitest';
import { nextRadioIndex } from './radioNavigation';

describe('nextRadioIndex', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(nextRadioIndex('ArrowDown', 0, 3, 'ltr')).toBe(1);
    expect(nextRadioIndex('ArrowDown', 2, 3, 'ltr')).toBe(0);
    expect(nextRadioIndex('ArrowUp', 0, 3, 'rtl')).toBe(2);
    expect(nextRadioIndex('ArrowUp', 2, 3, 'rtl')).toBe(1);
  });

  it('follows the reading direction with the side arrows', () => {
    expect(nextRadioIndex('ArrowRight', 0, 3, 'ltr')).toBe(1);
    expect(nextRadioIndex('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(nextRadioIndex('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(nextRadioIndex('ArrowRight', 0, 3, 'rtl')).toBe(2);
  });

  it('starts at the first or the last option when none is current', () => {
    expect(nextRadioIndex('ArrowDown', -1, 4, 'ltr')).toBe(0);
    expect(nextRadioIndex('ArrowUp', -1, 4, 'rtl')).toBe(3);
  });

  it('ignores other keys and empty groups', () => {
    expect(nextRadioIndex('Enter', 0, 3, 'ltr')).toBeNull();
    expect(nextRadioIndex('Home', 1, 3, 'ltr')).toBeNull();
    expect(nextRadioIndex('ArrowDown', 0, 0, 'ltr')).toBeNull();
  });

  it('stays on a lone option', () => {
    expect(nextRadioIndex('ArrowDown', 0, 1, 'ltr')).toBe(0);
  });
});
