import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minBlockSize: '40px',
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['1'],
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const wallet = style({ display: 'inline-flex', color: vars.color.brandAccent, flexShrink: 0 });

export const amount = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  paddingInline: vars.space['1'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  // Figures of equal width: the amount does not jitter when it changes.
  fontVariantNumeric: 'tabular-nums',
});

export const symbol = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const figures = style({ color: vars.color.brandAccent, unicodeBidi: 'isolate' });

/** Sits on the figures' baseline and keeps the pill's width close to a typical amount's. */
export const placeholder = style({ alignSelf: 'center', borderRadius: vars.radius.full });

export const mask = style({ color: vars.color.textMuted, letterSpacing: '0.12em' });

export const controls = style({ display: 'inline-flex', alignItems: 'center' });

export const control = style({ borderRadius: vars.radius.full, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const refreshIcon = style({ display: 'block' });

export const spinning = style({
  animation: `${spin} 800ms linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2400ms' } },
});
