import { vars } from '@portal/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minInlineSize: 0,
  maxInlineSize: '480px',
});

export const form = style({ minInlineSize: 0 });

export const field = style({});

// The kit's clear button replaces the browser's own, which would show a second cross.
globalStyle(`${field} input::-webkit-search-cancel-button`, { appearance: 'none' });

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const counter = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
});
