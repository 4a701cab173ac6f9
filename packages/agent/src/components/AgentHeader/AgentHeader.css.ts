import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  minBlockSize: '72px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['6'],
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.control,
});

export const badge = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const who = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
  maxInlineSize: '240px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
