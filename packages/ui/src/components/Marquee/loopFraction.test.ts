import { describe, expect, it } from 'vitest';
import { loopFraction } from './loopFraction';

// A 400-px strip whose track holds two 600-px copies; the first notice starts 24 px into a copy.
const viewport = { left: 100, right: 500 };

describe('loopFraction', () => {
  it('leaves a notice in full view where it is', () => {
    const track = { left: 100, right: 1300 };
    expect(
      loopFraction({
        viewport,
        track,
        first: { left: 124, right: 300 },
        notice: { left: 320, right: 480 },
        rtl: false,
      }),
    ).toBeNull();
  });

  it('brings a notice slid past the start (left to right) to where the first one starts', () => {
    // The track has slid 450 px left: the second notice (224 px into the copy) is out of view.
    const track = { left: -350, right: 850 };
    const fraction = loopFraction({
      viewport,
      track,
      first: { left: -326, right: -150 },
      notice: { left: -126, right: 40 },
      rtl: false,
    });
    expect(fraction).toBeCloseTo(200 / 600);
  });

  it('measures from the right in Arabic, where the track slides right', () => {
    // The track's start is its right edge; it has slid 450 px right, past the strip's end.
    const track = { left: -700 + 450, right: 500 + 450 };
    const fraction = loopFraction({
      viewport,
      track,
      first: { left: 750, right: 926 },
      notice: { left: 560, right: 726 },
      rtl: true,
    });
    expect(fraction).toBeCloseTo(200 / 600);
  });

  it('gives nothing for a track that has no width yet', () => {
    const empty = { left: 0, right: 0 };
    expect(
      loopFraction({ viewport, track: empty, first: empty, notice: { left: 600, right: 700 }, rtl: false }),
    ).toBeNull();
  });
});
