import type { SliderAttempt } from './sliderTypes';

/** Arrow keys move the piece by 2 px, with Shift (or Page Up/Down) by 20 px. */
export const sliderKeyStep = 2;
export const sliderBigStep = 20;

/** The furthest the piece can go: its left edge at the background's width minus its own. */
export const maxOffset = (challenge: { width: number; pieceSize: number }): number =>
  Math.max(0, challenge.width - challenge.pieceSize);

export const clampOffset = (x: number, max: number): number => Math.min(max, Math.max(0, x));

/**
 * The new offset for a key, or null when the key does not move the piece. The puzzle is always left to
 * right (it is an image), so ArrowRight moves right in Arabic too.
 */
export function offsetForKey(key: string, shiftKey: boolean, x: number, max: number): number | null {
  const step = shiftKey ? sliderBigStep : sliderKeyStep;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampOffset(x + step, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampOffset(x - step, max);
    case 'PageUp':
      return clampOffset(x + sliderBigStep, max);
    case 'PageDown':
      return clampOffset(x - sliderBigStep, max);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}

/**
 * The offset after dragging the handle by `deltaPx` screen pixels: the handle travels the track minus
 * its own width while the piece travels `max`, whatever size the puzzle is drawn at.
 */
export function offsetForDrag(startX: number, deltaPx: number, travelPx: number, max: number): number {
  if (travelPx <= 0) return startX;
  return clampOffset(startX + (deltaPx * max) / travelPx, max);
}

/**
 * Records one try: the positions with their times from the first move, and the duration. Knows no DOM,
 * so the timing is tested with fake timers.
 */
export function createAttemptRecorder(now: () => number = Date.now) {
  let startedAt: number | null = null;
  let trail: Array<[number, number]> = [];
  const record = (x: number) => {
    const at = now();
    if (startedAt === null) startedAt = at;
    const point: [number, number] = [Math.round(x), Math.round(at - startedAt)];
    const last = trail.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) trail.push(point);
  };
  return {
    /** Whether a try is under way (something was recorded since the last finish or reset). */
    get started() {
      return startedAt !== null;
    },
    record,
    /** Ends the try at `x` and returns it; the recorder is then ready for the next one. */
    finish(challengeId: string, x: number): SliderAttempt {
      record(x);
      const attempt: SliderAttempt = {
        challengeId,
        x: Math.round(x),
        durationMs: Math.round(now() - (startedAt ?? now())),
        trail,
      };
      startedAt = null;
      trail = [];
      return attempt;
    },
    reset() {
      startedAt = null;
      trail = [];
    },
  };
}

export type AttemptRecorder = ReturnType<typeof createAttemptRecorder>;
