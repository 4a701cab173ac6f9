import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

/** A notice that is the whole page sits in the middle of the content area. */
export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '50vh',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['8'],
});
