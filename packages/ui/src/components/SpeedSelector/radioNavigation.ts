import type { Direction } from '../../i18n/languages';

/**
 * The index an arrow key moves a radio group to from `current` among `count` options, wrapping at both
 * ends; `null` for any other key. Down, and the arrow pointing in the reading direction (Right in
 * English, Left in Arabic), go to the next option; Up and the other arrow to the previous one.
 */
export function nextRadioIndex(key: string, current: number, count: number, dir: Direction): number | null {
  if (count <= 0) return null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const from = Math.min(Math.max(current, 0), count - 1);
  if (key === 'ArrowDown' || key === forward) return current < 0 ? 0 : (from + 1) % count;
  if (key === 'ArrowUp' || key === backward) return current < 0 ? count - 1 : (from - 1 + count) % count;
  return null;
}
