import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const art = style({ display: 'block', inlineSize: '64px', blockSize: '64px', flexShrink: 0 });

export const backdrop = style({ fill: vars.color.brandAccentSoft });
export const panel = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.5,
});
export const accent = style({ fill: vars.color.brandAccent });
export const line = style({ fill: vars.color.textMuted });
export const ball = style({ fill: vars.color.brandAccent });
export const ballAlt = style({ fill: vars.color.critical });
export const ring = style({ fill: 'none', stroke: vars.color.brandAccent, strokeWidth: 3 });
export const hand = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
