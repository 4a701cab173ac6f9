import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const logo = style({
  display: 'block',
  inlineSize: '112px',
  blockSize: '40px',
  color: vars.color.textMuted,
});

export const plate = style({
  fill: vars.color.surfaceSunken,
  stroke: vars.color.border,
  strokeWidth: 1,
});

export const mark = style({
  fill: 'currentColor',
  fillOpacity: 0.16,
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  opacity: 0.85,
});

export const code = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '17px',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});
