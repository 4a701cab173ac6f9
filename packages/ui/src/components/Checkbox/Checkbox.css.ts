import { globalStyle, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';

const boxSize = '20px';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

/** Sized like the box and centred on the label's first line, whatever the line height. */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: boxSize,
  blockSize: boxSize,
  marginBlockStart: `calc((${vars.lineHeight.normal} * ${vars.fontSize.md} - ${boxSize}) / 2)`,
});

/** The native checkbox stays in place (and so clickable, focusable and announced) but is not drawn. */
export const input = style({
  position: 'absolute',
  inset: '-4px',
  zIndex: 1,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  color: vars.color.onBrandAccent,
  backgroundColor: vars.color.surface,
  borderWidth: '1.5px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: `calc(${vars.radius.control} / 2)`,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.brandAccent },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.critical },
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      backgroundColor: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${input}:disabled + &`]: {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.textDisabled,
    },
    [`${input}:disabled:checked + &, ${input}:disabled:indeterminate + &`]: {
      backgroundColor: vars.color.textDisabled,
      borderColor: vars.color.textDisabled,
      color: vars.color.surface,
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

const mark = style({
  position: 'absolute',
  opacity: 0,
  transform: 'scale(0.6)',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const checkMark = style([
  mark,
  { selectors: { [`${input}:checked:not(:indeterminate) + ${box} &`]: { opacity: 1, transform: 'none' } } },
]);

export const mixedMark = style([
  mark,
  { selectors: { [`${input}:indeterminate + ${box} &`]: { opacity: 1, transform: 'none' } } },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

// Terms and privacy links inside the label look like links and keep working: a click on a link
// follows it and never toggles the box (the browser skips a label's activation for interactive content).
globalStyle(`${label} a`, {
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: '2px',
});
globalStyle(`${label} a:focus-visible`, {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** The error lines up with the label, not with the box. */
export const error = style({ paddingInlineStart: `calc(${boxSize} + ${vars.space['3']})` });
