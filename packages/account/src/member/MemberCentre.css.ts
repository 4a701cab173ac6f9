import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(13rem, 15rem) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['6'],
  maxInlineSize: '80rem',
  marginInline: 'auto',
});

export const nav = style({ position: 'sticky', insetBlockStart: vars.space['4'] });

export const main = style({ display: 'grid', gap: vars.space['5'], minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
