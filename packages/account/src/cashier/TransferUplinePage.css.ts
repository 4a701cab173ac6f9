import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

/** The transfer form: its fields one under the other, the button at the end. */
export const form = style({ display: 'grid', gap: vars.space['4'] });

/** What the transfer is about to do, in the confirmation: amount, recipient and note. */
export const review = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space['5'],
  rowGap: vars.space['2'],
  margin: 0,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export const reviewAmount = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

/** A note the member wrote: kept as typed, broken anywhere so a long word never widens the panel. */
export const note = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** The heading the page's focus moves to once a transfer is sent (not a stop for Tab). */
export const focusTarget = style({ outline: 'none' });

/** A step before the form (the payment password to set first), inside the panel. */
export const step = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
