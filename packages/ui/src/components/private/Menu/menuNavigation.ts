/** Pure keyboard logic of the private menu: which item a key moves to. No DOM, no React. */

/** Where focus lands when the menu opens: ArrowUp on the button opens at the last item. */
export type MenuFocusTarget = 'first' | 'last';

/**
 * The index a navigation key moves to from `current` (-1 when no item has focus) among `count`
 * items, wrapping at both ends; `null` when the key does not move.
 */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Type-ahead: the first item after `current` (wrapping) whose label starts with `character`, compared
 * case-insensitively in any script; `null` when none does or the key is not one printable character.
 */
export function typeaheadIndex(labels: readonly string[], current: number, character: string): number | null {
  if ([...character].length !== 1 || !character.trim()) return null;
  const wanted = character.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step + labels.length) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return null;
}
