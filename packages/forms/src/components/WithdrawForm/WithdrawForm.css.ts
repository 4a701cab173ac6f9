import { style } from '@vanilla-extract/css';
import { surface, vars } from '@portal/ui/style';

/** The balance, in a well above the amount: what can be withdrawn is read before typing. */
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

export const balanceLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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

/** A masked account number never breaks between its mask and its digits. */
export const maskedNumber = style({ whiteSpace: 'nowrap' });
