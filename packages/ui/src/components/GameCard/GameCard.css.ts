import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardLift } from '../../styles/cardLift';
import { reducedMotion } from '../../styles/reducedMotion';

const canHover = '(hover: hover)';

export const card = style([
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minInlineSize: 0,
    padding: vars.space['2'],
    borderRadius: vars.radius.card,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    color: vars.color.text,
  },
  cardLift('&:hover, &:focus-within'),
]);

/** The five background styles (`nodeId % 5 + 1`), subtle gradients of one family. */
export const cardStyle = styleVariants({
  1: { background: vars.gradient.card1 },
  2: { background: vars.gradient.card2 },
  3: { background: vars.gradient.card3 },
  4: { background: vars.gradient.card4 },
  5: { background: vars.gradient.card5 },
});

/** A fixed aspect ratio reserves the art's space before it loads, so nothing shifts. */
export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceSunken,
});

const fill = {
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
} as const;

export const image = style({
  ...fill,
  objectFit: 'cover',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.normal,
  selectors: { '&[data-state="loaded"]': { opacity: 1 } },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const fallback = style(fill);

/**
 * PLAY NOW over the art. Always in the DOM and reachable by Tab; where the device can hover it appears
 * (over a scrim) on hover or keyboard focus; elsewhere (touch) it always shows, at the foot of the art.
 */
export const actions = style({
  ...fill,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-end',
  padding: vars.space['3'],
  background: `linear-gradient(to top, color-mix(in srgb, ${vars.color.page} 72%, transparent), transparent 55%)`,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  '@media': {
    [canHover]: {
      justifyContent: 'center',
      background: `color-mix(in srgb, ${vars.color.page} 62%, transparent)`,
      opacity: 0,
      selectors: { [`${card}:hover &, ${card}:focus-within &`]: { opacity: 1 } },
    },
    [reducedMotion]: { transitionDuration: '0ms' },
  },
});

export const play = style({
  minInlineSize: '7.5rem',
  letterSpacing: '0.02em',
  boxShadow: vars.shadow.raised,
});

/** The FREE TRIAL tag-button: always visible beside the vendor, never over the art or the name. */
export const trial = style({
  flexShrink: 0,
  minBlockSize: '28px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  borderColor: vars.color.borderStrong,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.02em',
});

export const hot = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineStart: vars.space['2'],
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: '2px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.caution,
  color: vars.color.onTone,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.04em',
  boxShadow: vars.shadow.raised,
  pointerEvents: 'none',
});

export const favourite = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  zIndex: 1,
  borderRadius: vars.radius.full,
  backgroundColor: `color-mix(in srgb, ${vars.color.surface} 86%, transparent)`,
  color: vars.color.text,
  selectors: { '&[aria-pressed="true"]': { color: vars.color.critical } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
  paddingInline: vars.space['1'],
  paddingBlockEnd: vars.space['1'],
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  // The height of the trial tag, so cards with and without it line up in a grid.
  minBlockSize: '28px',
});

export const vendor = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
