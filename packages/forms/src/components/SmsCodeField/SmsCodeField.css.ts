import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

/** The send button sits inside the field's box, at its end, a little in from the border. */
export const send = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineEnd: `calc(-1 * ${vars.space['1']})`,
});
