import { globalStyle, style } from '@vanilla-extract/css';
import { surface, vars } from '@portal/ui/style';

/**
 * "From", the swap button and "To" in one row. Each select's field is a subgrid of three rows (label,
 * box, message), so the swap button sits level with both boxes whether or not a message shows under one.
 */
export const direction = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gridTemplateRows: 'auto auto auto',
  columnGap: vars.space['3'],
  rowGap: 0,
});

/** A select's field (the kit's label, box and message) laid on the row's three rows. */
export const side = style({
  selectors: {
    [`${direction} > &`]: {
      display: 'grid',
      gridRow: 'span 3',
      gridTemplateRows: 'subgrid',
      rowGap: 0,
    },
  },
});

// The kit's field spaces its parts with a gap, which a subgrid's rows cannot take from one field alone.
globalStyle(`${side} > label`, { marginBlockEnd: vars.space['2'] });
globalStyle(`${side} > [data-slot="field-error"]`, { marginBlockStart: vars.space['1'] });

export const swap = style({ gridRow: '2', gridColumn: '2' });

/** The source wallet's balance, in a well under the direction: what can be moved is read before typing. */
export const balance = style([
  surface.sunken,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    margin: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
  },
]);

export const balanceLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The amount and its currency as two items, so the gap between them holds in either direction. */
export const balanceAmount = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandAccent,
  fontVariantNumeric: 'tabular-nums',
});

export const currency = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
