import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@portal/ui/style';

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** A channel: the radio itself stays in the page (keyboard and screen readers use it), drawn as a card. */
export const channel = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brandAccent,
      boxShadow: `inset 0 0 0 1px ${vars.color.brandAccent}`,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  position: 'absolute',
  insetBlockStart: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  margin: 0,
  accentColor: vars.color.brandAccent,
});

export const channelName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  paddingInlineEnd: vars.space['6'],
});

export const channelHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const channelLimits = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const quickAmounts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const quickAmount = style([
  focusRing,
  {
    minBlockSize: '2.25rem',
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&[aria-pressed="true"]': { borderColor: vars.color.brandAccent, color: vars.color.text },
    },
  },
]);
