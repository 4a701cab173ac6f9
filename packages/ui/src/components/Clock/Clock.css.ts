import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '36px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({ display: 'inline-flex', color: vars.color.brandAccent });

export const offset = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

// Its own element: the offset and time are set left to right, which would flip a logical border.
export const divider = style({ inlineSize: '1px', blockSize: '16px', backgroundColor: vars.color.border });

export const time = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});
