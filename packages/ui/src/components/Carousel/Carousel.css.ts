import { createVar, style } from '@vanilla-extract/css';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

/** The slide transition length (the spec's 1000 ms), set inline from the `transitionMs` prop. */
export const transitionVar = createVar();
/** The banner's width-to-height ratio, set inline from the `aspectRatio` prop. */
export const aspectRatioVar = createVar();

// Coverflow (spec: depth 200, rotate 30): neighbours step aside, sink 200px back and turn 30deg
// towards the centre. "Next" lies in the reading direction, so right to left the sides swap.
const side = (step: number, depth: number, turn: number) =>
  `translateX(${step}%) translateZ(-${depth}px) rotateY(${turn}deg)`;
const nextLtr = side(82, 200, -30);
const previousLtr = side(-82, 200, 30);
const afterLtr = side(150, 400, -30);
const beforeLtr = side(-150, 400, 30);

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minInlineSize: 0,
  vars: { [transitionVar]: '1000ms', [aspectRatioVar]: '3 / 1' },
});

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
});

export const track = style({
  display: 'grid',
  perspective: '1200px',
  // Room for the slides' shadow, which the stage would otherwise cut off.
  paddingBlock: vars.space['3'],
});

export const slide = style({
  gridArea: '1 / 1',
  justifySelf: 'center',
  inlineSize: '72%',
  aspectRatio: aspectRatioVar,
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.raised,
  transitionProperty: 'transform, opacity, filter, visibility',
  transitionDuration: transitionVar,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-single="true"]': { inlineSize: '100%', boxShadow: 'none' },
    '&[data-position="current"]': { zIndex: 3 },
    '&[data-position="next"]': { zIndex: 2, transform: nextLtr, filter: 'brightness(0.6)' },
    '&[data-position="previous"]': { zIndex: 2, transform: previousLtr, filter: 'brightness(0.6)' },
    '&[data-position="after"]': { zIndex: 1, transform: afterLtr, opacity: 0, visibility: 'hidden' },
    '&[data-position="before"]': { zIndex: 1, transform: beforeLtr, opacity: 0, visibility: 'hidden' },
    '[dir="rtl"] &[data-position="next"]': { transform: previousLtr },
    '[dir="rtl"] &[data-position="previous"]': { transform: nextLtr },
    '[dir="rtl"] &[data-position="after"]': { transform: beforeLtr },
    '[dir="rtl"] &[data-position="before"]': { transform: afterLtr },
  },
  '@media': {
    // No 3D and no sliding: the current banner simply replaces the last one.
    [reducedMotion]: {
      transitionDuration: '0ms',
      selectors: {
        '&:not([data-position="current"])': { visibility: 'hidden', transform: 'none', opacity: 0 },
        '[dir="rtl"] &:not([data-position="current"])': { transform: 'none' },
      },
    },
  },
});

const insetFocus = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-2 * ${vars.focus.ringWidth})`,
};

export const slideButton = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  padding: 0,
  border: 'none',
  borderRadius: 'inherit',
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': insetFocus },
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const arrow = style({
  position: 'absolute',
  insetBlockStart: '50%',
  zIndex: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  marginBlockStart: '-22px',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.brandAccent, color: vars.color.brandAccent },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const arrowPrevious = style({ insetInlineStart: vars.space['4'] });
export const arrowNext = style({ insetInlineEnd: vars.space['4'] });

/** Chevrons point the way the slides move, so they mirror right to left. */
export const chevron = style([flipInRtl, { display: 'inline-flex' }]);

export const footer = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  minBlockSize: '32px',
});

export const dots = style({ gridColumn: '2', display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '24px',
  blockSize: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  '::before': {
    content: '""',
    inlineSize: '8px',
    blockSize: '8px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.borderStrong,
    transitionProperty: 'inline-size, background-color',
    transitionDuration: vars.motion.normal,
    transitionTimingFunction: vars.motion.easing,
  },
  selectors: {
    '&:hover::before': { backgroundColor: vars.color.textMuted },
    '&[aria-current="true"]::before': { inlineSize: '24px', backgroundColor: vars.color.brandAccent },
  },
  '@media': { [reducedMotion]: { selectors: { '&::before': { transitionDuration: '0ms' } } } },
});

export const pause = style({ gridColumn: '3', justifySelf: 'end' });
