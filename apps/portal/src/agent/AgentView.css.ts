import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.page,
});

export const main = style({ flex: 1, outline: 'none' });

export const title = style({
  margin: 0,
  paddingBlockStart: vars.space['10'],
  paddingInline: vars.space['6'],
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});
