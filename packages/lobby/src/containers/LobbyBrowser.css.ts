import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const browser = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(11rem, 14rem) minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
});

export const vendors = style({ position: 'sticky', insetBlockStart: vars.space['4'] });

export const main = style({ display: 'grid', gap: vars.space['5'], minInlineSize: 0 });

export const pagination = style({ justifySelf: 'center', marginBlockStart: vars.space['4'] });
