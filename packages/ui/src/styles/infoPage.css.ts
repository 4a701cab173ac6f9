import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** An information page's column (the app download, the mirror list): its parts stacked, page text colour. */
export const infoPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  color: vars.color.text,
});

/** An information page's title. */
export const infoPageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
