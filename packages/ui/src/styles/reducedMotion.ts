/** The media query under which every animation in the kit stops or shortens. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
