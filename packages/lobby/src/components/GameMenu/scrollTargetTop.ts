/** How far below the window's top a section lands when the game menu scrolls to it (spec 2.3). */
export const gameMenuScrollOffset = 80;

/**
 * The window scroll position that puts a section `offset` pixels below the window's top: the section's
 * top in the viewport (`getBoundingClientRect().top`) plus the current scroll, less the offset. Never
 * above the page's start.
 */
export function scrollTargetTop(elementTop: number, scrollY: number, offset = gameMenuScrollOffset): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}
