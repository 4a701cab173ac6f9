import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@portal/ui/style';

export const root = style({ display: 'grid', gap: vars.space['5'], inlineSize: '100%' });

/**
 * Two columns when the form is wide enough for two comfortable fields, one when it is not: each column
 * is at least 15rem and at least half the row, so there are never three.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(max(15rem, calc((100% - ${vars.space['4']}) / 2)), 1fr))`,
  gap: vars.space['4'],
  alignItems: 'start',
});

/** A field that takes the whole row (the account, the mobile number, the SMS code). */
export const wide = style({ gridColumn: '1 / -1' });

/** The dialing code beside the number, both labels on one line. */
export const mobileRow = style([
  wide,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, 30%) minmax(0, 1fr)',
    alignItems: 'start',
    gap: vars.space['3'],
  },
]);

/** Each mode tab takes an equal share of the row, so the two methods weigh the same. */
export const tab = style({ flex: 1 });

/** The terms and the user agreement: buttons that read and look like links inside the label. */
export const inlineLink = style([
  focusRing,
  {
    display: 'inline',
    padding: 0,
    border: 'none',
    borderRadius: '2px',
    background: 'none',
    color: vars.color.link,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    cursor: 'pointer',
  },
]);

export const actions = style({ display: 'grid', gap: vars.space['3'] });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlockStart: `calc(${vars.space['2']} * -1)`,
});

/** A link-like quiet button (forgot password). */
export const quietLink = style({ color: vars.color.link, paddingInline: vars.space['2'] });
