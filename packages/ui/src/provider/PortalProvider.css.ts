import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  colorScheme: vars.colorScheme,
  color: vars.color.text,
  backgroundColor: vars.color.page,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  textAlign: 'start',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

// Portalled layers live inside the root so they inherit the brand and the direction.
export const layer = style({
  position: 'relative',
  zIndex: vars.zIndex.overlay,
});
