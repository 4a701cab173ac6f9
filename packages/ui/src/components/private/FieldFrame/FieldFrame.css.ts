import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../../styles/reducedMotion';
import { vars } from '../../../theme/contract.css';

export const field = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minInlineSize: 0,
});

export const label = style({
  alignSelf: 'flex-start',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${field}[data-disabled] &`]: { color: vars.color.textMuted } },
});

export const requiredMark = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

const message = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  marginBlockStart: `calc(-1 * ${vars.space['1']})`,
});

export const hint = style([message, { color: vars.color.textMuted }]);

export const error = style([
  message,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    color: vars.color.critical,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const errorIcon = style({ flexShrink: 0, marginBlockStart: '1px' });

/**
 * The bordered box around a control and its adornments. It carries the focus ring (the native control
 * inside has none), so the ring wraps the prefix, the value and the buttons as one field.
 */
export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  inlineSize: '100%',
  paddingInline: vars.space['3'],
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.control,
  transitionProperty: 'border-color, background-color, outline-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover:not([data-disabled], [data-readonly])': { borderColor: vars.color.brandAccent },
    '&:focus-within:not([data-readonly])': { borderColor: vars.color.brandAccent },
    '&[data-invalid], &[data-invalid]:hover:not([data-disabled])': { borderColor: vars.color.critical },
    '&:has(> :is(input, select):focus-visible)': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '&[data-readonly]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      borderStyle: 'dashed',
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const boxSize = styleVariants({
  md: { minBlockSize: '40px' },
  lg: { minBlockSize: '48px', paddingInline: vars.space['4'] },
});

/** The native input or select inside the box: no border, no ring, the box draws both. */
export const control = style({
  flex: '1 1 auto',
  alignSelf: 'stretch',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.textDisabled,
      WebkitTextFillColor: vars.color.textDisabled,
    },
    '&:disabled::placeholder': { color: vars.color.textDisabled },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A text prefix such as a dialling code, set off from the value by a rule. */
export const adornmentText = style({
  alignSelf: 'stretch',
  paddingInlineEnd: vars.space['3'],
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: vars.color.border,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

/** A text suffix (a currency, a unit) mirrors the prefix's rule. */
export const adornmentTextEnd = style({
  alignSelf: 'stretch',
  paddingInlineStart: vars.space['3'],
  borderInlineStartWidth: '1px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.border,
});

/** The buttons at the end of the box (clear, show password) sit closer to its edge than text does. */
export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '&:has(> button:last-child)': { marginInlineEnd: `calc(-1 * ${vars.space['2']})` } },
});

// Inside the box a button's ring is drawn inward, so it does not run into the box's own border.
globalStyle(`${actions} button:focus-visible`, { outlineOffset: '-2px' });
