import { keyframes, style } from '@vanilla-extract/css';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

// The track holds the notices twice; sliding it by one copy's width loops seamlessly.
// Text moves towards the line's start, so it reads in order: leftwards in English, rightwards in Arabic.
const towardsLeft = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});
const towardsRight = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(50%)' },
});

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minInlineSize: 0,
  minBlockSize: '48px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const icon = style([
  flipInRtl,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: '32px',
    blockSize: '32px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandAccentSoft,
    color: vars.color.brandAccent,
  },
]);

const fade = (edge: string) =>
  `linear-gradient(to ${edge}, transparent, ${vars.color.text} ${vars.space['6']}, ${vars.color.text} calc(100% - ${vars.space['6']}), transparent)`;

export const viewport = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  containerType: 'inline-size',
  // Notices fade in and out at the edges instead of being cut off.
  maskImage: fade('right'),
  paddingBlock: vars.space['1'],
  '@media': {
    [reducedMotion]: { overflowX: 'auto', maskImage: 'none', scrollbarWidth: 'thin' },
  },
});

export const track = style({
  display: 'flex',
  inlineSize: 'max-content',
  animationName: towardsLeft,
  animationDuration: '30s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    '[dir="rtl"] &': { animationName: towardsRight },
    // A reader on a notice stops the line; the play button does not (pressing Play must play at once,
    // with the pointer and the focus still on it).
    [`${viewport}:hover &, ${viewport}:focus-within &, ${root}[data-state="paused"] &`]: {
      animationPlayState: 'paused',
    },
  },
  '@media': { [reducedMotion]: { animationName: 'none' } },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  // A copy is never narrower than the strip, so even one short notice never meets its twin.
  minInlineSize: '100cqi',
  margin: 0,
  padding: 0,
  // Each copy starts clear of the faded edge, which also spaces the seam between the two copies.
  paddingInlineStart: vars.space['6'],
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  '::after': {
    content: '""',
    inlineSize: '4px',
    blockSize: '4px',
    marginInline: vars.space['5'],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandAccent,
  },
});

export const notice = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { color: vars.color.link, backgroundColor: vars.color.brandAccentSoft },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const toggle = style({ flexShrink: 0 });
