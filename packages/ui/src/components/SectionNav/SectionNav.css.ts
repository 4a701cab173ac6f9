import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const group = style({ display: 'grid', gap: vars.space['1'] });

export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gap: '2px', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandAccentSoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${item}[aria-current="page"] &`]: { color: vars.color.brandAccent } },
});

export const label = style({ flex: 1, minInlineSize: 0 });
