import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The generated art draws only with theme colours, so it re-brands with everything else.
export const art = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  background: `radial-gradient(circle at 50% 45%, ${vars.color.brandAccentSoft} 0%, transparent 70%), ${vars.color.surfaceSunken}`,
});

export const ring = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });
export const ringStrong = style({
  fill: 'none',
  stroke: vars.color.brandAccent,
  strokeWidth: 1,
  opacity: 0.35,
});
export const emblem = style({
  fill: vars.color.brandAccent,
  stroke: vars.color.brandAccentHover,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});
export const detail = style({
  fill: 'none',
  stroke: vars.color.onBrandAccent,
  strokeWidth: 1.5,
  opacity: 0.45,
});
export const sparkle = style({ fill: vars.color.brandAccentHover, opacity: 0.7 });
