import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const period = style({ marginBlockStart: `calc(-1 * ${vars.space['1']})` });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** The art keeps its 2:1 frame before it loads, so the text below never jumps. */
export const image = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceSunken,
});

export const content = style({ color: vars.color.textMuted });
