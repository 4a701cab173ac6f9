import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['8'],
  maxInlineSize: '1180px',
  marginInline: 'auto',
});
