import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const panelIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });
const panelOut = keyframes({ to: { opacity: 0, transform: 'scale(0.98)' } });

/** No motion at all under reduced motion: the dialog then unmounts at once instead of waiting for it. */
const stillUnderReducedMotion = {
  '@media': {
    [reducedMotion]: {
      selectors: { '&[data-state]': { animation: 'none' }, '&[data-state]::backdrop': { animation: 'none' } },
    },
  },
} as const;

// The panel is a modal <dialog>: the browser centres it in its top layer and paints the cover as its
// ::backdrop (which inherits the theme's variables from the dialog). Everything the user agent's own
// dialog style sets (margin, border, padding, colours, size caps) is set here.
export const content = style([
  surface.raised,
  {
    position: 'fixed',
    inset: 0,
    margin: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    inlineSize: `calc(100% - 2 * ${vars.space['6']})`,
    blockSize: 'fit-content',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space['6']})`,
    padding: vars.space['6'],
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    overflowY: 'auto',
    selectors: {
      '&::backdrop': { backgroundColor: vars.color.overlay, backdropFilter: 'blur(2px)' },
      '&[data-state="open"]': { animation: `${panelIn} ${vars.motion.slow} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${panelOut} ${vars.motion.fast} ${vars.motion.easing}` },
      '&[data-state="open"]::backdrop': {
        animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]::backdrop': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
    ...stillUnderReducedMotion,
  },
]);

export const size = styleVariants({
  sm: { maxInlineSize: '400px' },
  md: { maxInlineSize: '560px' },
  lg: { maxInlineSize: '800px' },
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Leaves room for the close button at the inline end.
  selectors: { [`${content}[data-with-close] &`]: { paddingInlineEnd: vars.space['10'] } },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

// The body is the part that scrolls; it reaches a little past the text so its focus ring does not touch it.
export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  marginInline: `calc(-1 * ${vars.space['3']})`,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.control,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['3'],
});
