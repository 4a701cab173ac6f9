import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const outline = `1px solid ${vars.color.border}`;

/**
 * The kit's recurring surfaces, one class each, for `.css.ts` files to compose (`style([surface.card,
 * { padding }])`) rather than repeat: a change to how a card or a well looks is then one edit. Compose
 * only where the style does not set these properties itself: the composed class may load after it.
 */
export const surface = styleVariants({
  /** A panel on the page: sections, lists, tables, menus. */
  card: { backgroundColor: vars.color.surface, border: outline, borderRadius: vars.radius.card },
  /** A panel above a card (a popover's item list, a promotion). */
  raised: { backgroundColor: vars.color.surfaceRaised, border: outline, borderRadius: vars.radius.card },
  /** A well sunk into a card: a track, a transcript, a note. */
  sunken: { backgroundColor: vars.color.surfaceSunken, border: outline, borderRadius: vars.radius.control },
  /** A round mark in the brand's accent: an icon's disc, a count. */
  accentPill: {
    backgroundColor: vars.color.brandAccentSoft,
    borderRadius: vars.radius.full,
    color: vars.color.brandAccent,
  },
});
