import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '50vh',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['8'],
});
