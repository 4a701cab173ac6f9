import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const root = style({ display: 'grid', gap: vars.space['5'], inlineSize: '100%' });

/** Remember-password and the forgot-password link on one line, apart. */
export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

/** A link-like quiet button (forgot password, register, free demo). */
export const quietLink = style({ color: vars.color.link, paddingInline: vars.space['2'] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerDivider = style({
  inlineSize: '1px',
  blockSize: '1em',
  marginInline: vars.space['2'],
  backgroundColor: vars.color.border,
});

/** "Or continue with": a centred caption between two hairlines. */
export const socialCaption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      blockSize: '1px',
      backgroundColor: vars.color.border,
    },
  },
});

export const social = style({ display: 'grid', gap: vars.space['4'] });

export const socialIcons = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space['4'],
});

/** Each tab takes an equal share of the row, so the two methods weigh the same. */
export const tab = style({ flex: 1 });

export const slider = style({ display: 'grid', gap: vars.space['2'] });
