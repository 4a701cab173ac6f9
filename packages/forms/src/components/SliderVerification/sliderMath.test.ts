import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampOffset, createAttemptRecorder, maxOffset, offsetForDrag, offsetForKey } from './sliderMath';

describe('offsets', () => {
  it('keeps the piece inside the background', () => {
    expect(maxOffset({ width: 320, pieceSize: 44 })).toBe(276);
    expect(maxOffset({ width: 30, pieceSize: 44 })).toBe(0);
    expect(clampOffset(-5, 276)).toBe(0);
    expect(clampOffset(300, 276)).toBe(276);
    expect(clampOffset(12.5, 276)).toBe(12.5);
  });

  it.each([
    ['ArrowRight', false, 100, 102],
    ['ArrowLeft', false, 100, 98],
    ['ArrowUp', false, 100, 102],
    ['ArrowDown', false, 100, 98],
    ['ArrowRight', true, 100, 120],
    ['ArrowLeft', true, 100, 80],
    ['PageUp', false, 100, 120],
    ['PageDown', false, 100, 80],
    ['Home', false, 100, 0],
    ['End', false, 100, 276],
    ['ArrowLeft', false, 1, 0],
    ['ArrowRight', true, 270, 276],
  ])('%s (shift %s) from %s goes to %s', (key, shift, from, to) => {
    expect(offsetForKey(key, shift, from, 276)).toBe(to);
  });

  it('ignores keys that do not move', () => {
    expect(offsetForKey('Enter', false, 10, 276)).toBeNull();
    expect(offsetForKey('a', true, 10, 276)).toBeNull();
  });

  it('maps a drag on the track to the piece, clamped', () => {
    // The handle travels 276 px for 276 puzzle pixels: one to one.
    expect(offsetForDrag(0, 100, 276, 276)).toBe(100);
    // Drawn at half size, a 50 px drag is 100 puzzle pixels.
    expect(offsetForDrag(0, 50, 138, 276)).toBe(100);
    expect(offsetForDrag(200, 500, 276, 276)).toBe(276);
    expect(offsetForDrag(20, -50, 276, 276)).toBe(0);
    expect(offsetForDrag(20, 50, 0, 276)).toBe(20);
  });
});

describe('createAttemptRecorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records the trail and the duration from the first move to the finish', () => {
    const recorder = createAttemptRecorder();
    expect(recorder.started).toBe(false);
    recorder.record(0);
    expect(recorder.started).toBe(true);
    vi.advanceTimersByTime(120);
    recorder.record(30.4);
    vi.advanceTimersByTime(80);
    recorder.record(30.4);
    vi.advanceTimersByTime(300);
    const attempt = recorder.finish('c1', 96.6);
    expect(attempt).toEqual({
      challengeId: 'c1',
      x: 97,
      durationMs: 500,
      trail: [
        [0, 0],
        [30, 120],
        [30, 200],
        [97, 500],
      ],
    });
    expect(recorder.started).toBe(false);
  });

  it('starts afresh after a finish or a reset, and a try without moves lasts 0 ms', () => {
    const recorder = createAttemptRecorder();
    recorder.record(10);
    vi.advanceTimersByTime(1000);
    recorder.reset();
    vi.advanceTimersByTime(1000);
    expect(recorder.finish('c2', 0)).toEqual({ challengeId: 'c2', x: 0, durationMs: 0, trail: [[0, 0]] });
  });
});
