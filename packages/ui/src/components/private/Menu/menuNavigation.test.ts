import { describe, expect, it } from 'vitest';
import { nextMenuIndex, typeaheadIndex } from './menuNavigation';

describe('nextMenuIndex', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(nextMenuIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextMenuIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 1, 3)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 3)).toBe(2);
  });

  it('starts at the first or the last item when nothing has focus', () => {
    expect(nextMenuIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextMenuIndex('ArrowUp', -1, 3)).toBe(2);
  });

  it('jumps to the ends with Home, End, PageUp and PageDown', () => {
    expect(nextMenuIndex('Home', 2, 4)).toBe(0);
    expect(nextMenuIndex('PageUp', 2, 4)).toBe(0);
    expect(nextMenuIndex('End', 0, 4)).toBe(3);
    expect(nextMenuIndex('PageDown', 0, 4)).toBe(3);
  });

  it('ignores other keys and empty menus', () => {
    expect(nextMenuIndex('ArrowLeft', 0, 3)).toBeNull();
    expect(nextMenuIndex('a', 0, 3)).toBeNull();
    expect(nextMenuIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('typeaheadIndex', () => {
  const labels = ['My account', 'Betting record', 'My income', 'Sign out'];

  it('finds the next item starting with the letter, wrapping, in any case', () => {
    expect(typeaheadIndex(labels, 0, 'm')).toBe(2);
    expect(typeaheadIndex(labels, 2, 'M')).toBe(0);
    expect(typeaheadIndex(labels, -1, 's')).toBe(3);
  });

  it('matches Arabic labels', () => {
    expect(typeaheadIndex(['حسابي', 'سجل الرهانات', 'تسجيل الخروج'], 0, 'س')).toBe(1);
  });

  it('returns null without a match or for keys that are not one character', () => {
    expect(typeaheadIndex(labels, 0, 'z')).toBeNull();
    expect(typeaheadIndex(labels, 0, 'Enter')).toBeNull();
    expect(typeaheadIndex(labels, 0, ' ')).toBeNull();
  });
});
