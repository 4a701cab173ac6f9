import { describe, expect, it } from 'vitest';
import { gameMenuScrollOffset, scrollTargetTop } from './scrollTargetTop';

describe('scrollTargetTop', () => {
  it('puts the section 80 px below the window top by default', () => {
    expect(gameMenuScrollOffset).toBe(80);
    // A section 1,200 px down the viewport while the page is scrolled 300 px.
    expect(scrollTargetTop(1200, 300)).toBe(1420);
    // A section already above the viewport (negative top) scrolls back up to it.
    expect(scrollTargetTop(-500, 2000)).toBe(1420);
  });

  it('takes another offset, for a host with a taller sticky header', () => {
    expect(scrollTargetTop(1200, 300, 120)).toBe(1380);
    expect(scrollTargetTop(1200, 300, 0)).toBe(1500);
  });

  it('never scrolls above the page start and lands on whole pixels', () => {
    expect(scrollTargetTop(40, 0)).toBe(0);
    expect(scrollTargetTop(100.6, 0.2)).toBe(21);
  });
});
