import { createContainer, createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

/** The slide transition length (the spec's 1000 ms), set inline from the `transitionMs` prop. */
export const transitionVar = createVar();
/** The banner's width-to-height ratio, set inline from the `aspectRatio` prop. */
export const aspectRatioVar = createVar();
/** The rounding of the banner frame; a host may set it smaller (the side menu's controls radius). */
export const frameRadiusVar = createVar();

/** One class per `effect`; the parts below style themselves under their carousel's effect. */
export const effect = styleVariants({ coverflow: {}, slide: {} });
const coverflow = effect.coverflow;
const plain = effect.slide;

// Coverflow (spec: depth 200, rotate 30): neighbours step aside, sink 200px back and turn 30deg
// towards the centre. "Next" lies in the reading direction, so right to left the sides swap.
const side = (step: number, depth: number, turn: number) =>
  `translateX(${step}%) translateZ(-${depth}px) rotateY(${turn}deg)`;
const nextLtr = side(82, 200, -30);
const previousLtr = side(-82, 200, 30);
const afterLtr = side(150, 400, -30);
const beforeLtr = side(-150, 400, 30);

// The plain slide: one banner at a time, the new one pushing the old one out. `shiftSide` says towards
// which inline edge (1 the end, -1 the start) and `inlineSign` turns that into screen pixels, so a
// right-to-left page mirrors the movement without a second set of keyframes.
const shiftSide = createVar();
const inlineSign = createVar();
const shifted = `translateX(calc(${shiftSide} * ${inlineSign} * 100%))`;
const slideIn = keyframes({ from: { transform: shifted } });
const slideOut = keyframes({ to: { transform: shifted, visibility: 'hidden' } });
const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0, visibility: 'hidden' } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minInlineSize: 0,
  vars: { [transitionVar]: '1000ms', [aspectRatioVar]: '3 / 1', [frameRadiusVar]: vars.radius.card },
  selectors: { [`${plain}&`]: { gap: vars.space['2'] } },
});

// The plain slide's frame is measured, so a banner as narrow as the side menu's gets the smallest arrows.
const frame = createContainer();
const narrowFrame = `${frame} (max-width: 359px)`;

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: frameRadiusVar,
  selectors: { [`${plain} &`]: { containerName: frame, containerType: 'inline-size' } },
});

export const track = style({
  display: 'grid',
  selectors: {
    // Room for the slides' shadow, which the stage would otherwise cut off.
    [`${coverflow} &`]: { perspective: '1200px', paddingBlock: vars.space['3'] },
  },
});

export const slide = style({
  gridArea: '1 / 1',
  justifySelf: 'center',
  inlineSize: '100%',
  aspectRatio: aspectRatioVar,
  overflow: 'hidden',
  borderRadius: frameRadiusVar,
  backgroundColor: vars.color.surfaceSunken,
  vars: { [inlineSign]: '1', [shiftSide]: '1' },
  selectors: {
    [`${coverflow} &`]: {
      inlineSize: '72%',
      boxShadow: vars.shadow.raised,
      transitionProperty: 'transform, opacity, filter, visibility',
      transitionDuration: transitionVar,
      transitionTimingFunction: vars.motion.easing,
    },
    [`${coverflow} &[data-single="true"]`]: { inlineSize: '100%', boxShadow: 'none' },
    [`${coverflow} &[data-position="current"]`]: { zIndex: 3 },
    [`${coverflow} &[data-position="next"]`]: { zIndex: 2, transform: nextLtr, filter: 'brightness(0.6)' },
    [`${coverflow} &[data-position="previous"]`]: {
      zIndex: 2,
      transform: previousLtr,
      filter: 'brightness(0.6)',
    },
    [`${coverflow} &[data-position="after"]`]: {
      zIndex: 1,
      transform: afterLtr,
      opacity: 0,
      visibility: 'hidden',
    },
    [`${coverflow} &[data-position="before"]`]: {
      zIndex: 1,
      transform: beforeLtr,
      opacity: 0,
      visibility: 'hidden',
    },
    [`[dir="rtl"] ${coverflow} &[data-position="next"]`]: { transform: previousLtr },
    [`[dir="rtl"] ${coverflow} &[data-position="previous"]`]: { transform: nextLtr },
    [`[dir="rtl"] ${coverflow} &[data-position="after"]`]: { transform: beforeLtr },
    [`[dir="rtl"] ${coverflow} &[data-position="before"]`]: { transform: afterLtr },

    [`${plain} &`]: {
      animationDuration: transitionVar,
      animationTimingFunction: vars.motion.easing,
      animationFillMode: 'both',
    },
    // Only the current slide shows, and the one it replaces while it slides away.
    [`${plain} &:not([data-position="current"]):not([data-motion^="leave"])`]: { visibility: 'hidden' },
    [`${plain} &[data-motion^="enter"]`]: { animationName: slideIn, zIndex: 2 },
    [`${plain} &[data-motion^="leave"]`]: { animationName: slideOut, zIndex: 1 },
    [`${plain} &[data-motion="enter-from-start"], ${plain} &[data-motion="leave-to-start"]`]: {
      vars: { [shiftSide]: '-1' },
    },
    [`[dir="rtl"] ${plain} &`]: { vars: { [inlineSign]: '-1' } },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        // No 3D and no sliding: the current banner simply replaces the last one.
        [`${coverflow} &`]: { transitionDuration: '0ms' },
        [`${coverflow} &:not([data-position="current"])`]: {
          visibility: 'hidden',
          transform: 'none',
          opacity: 0,
        },
        [`[dir="rtl"] ${coverflow} &:not([data-position="current"])`]: { transform: 'none' },
        // Nothing travels: the new banner fades in over the old one, briefly.
        [`${plain} &`]: { animationDuration: vars.motion.normal },
        [`${plain} &[data-motion^="enter"]`]: { animationName: fadeIn },
        [`${plain} &[data-motion^="leave"]`]: { animationName: fadeOut },
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
    // Small and see-through, inside the banner's edges: a narrow banner stays readable between them.
    [`${plain} &`]: {
      inlineSize: '28px',
      blockSize: '28px',
      marginBlockStart: '-14px',
      backgroundColor: `color-mix(in srgb, ${vars.color.surfaceRaised} 80%, transparent)`,
      backdropFilter: 'blur(4px)',
      boxShadow: 'none',
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
  // The smallest target WCAG 2.5.8 allows, hugging the edges, where banner art keeps its margins.
  '@container': {
    [narrowFrame]: {
      selectors: { [`${plain} &`]: { inlineSize: '24px', blockSize: '24px', marginBlockStart: '-12px' } },
    },
  },
});

export const arrowPrevious = style({
  insetInlineStart: vars.space['4'],
  selectors: { [`${plain} &`]: { insetInlineStart: vars.space['2'] } },
  '@container': { [narrowFrame]: { selectors: { [`${plain} &`]: { insetInlineStart: vars.space['1'] } } } },
});
export const arrowNext = style({
  insetInlineEnd: vars.space['4'],
  selectors: { [`${plain} &`]: { insetInlineEnd: vars.space['2'] } },
  '@container': { [narrowFrame]: { selectors: { [`${plain} &`]: { insetInlineEnd: vars.space['1'] } } } },
});

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
