import { style } from '@vanilla-extract/css';
import { surface, vars } from '@portal/ui/style';

/** Two cards a row on a cashier page, one a row in a dialog: each card's name and line fit on one line. */
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
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

/** A choice: the radio itself stays in the page (keyboard and screen readers use it), drawn as a card. */
export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minInlineSize: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
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

export const icon = style([
  surface.accentPill,
  {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    inlineSize: '2.25rem',
    blockSize: '2.25rem',
  },
]);

export const text = style({ display: 'grid', gap: vars.space['1'], minInlineSize: 0 });

export const title = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  // Room for the radio drawn in the card's end corner, level with the name.
  paddingInlineEnd: vars.space['6'],
});

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The error spans the whole row under the cards. */
export const error = style({ gridColumn: '1 / -1' });
