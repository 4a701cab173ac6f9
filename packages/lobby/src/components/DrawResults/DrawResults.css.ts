import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({ minInlineSize: 0 });

/** The numbers keep their drawn order, left to right, in either language. */
export const balls = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const ball = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});
