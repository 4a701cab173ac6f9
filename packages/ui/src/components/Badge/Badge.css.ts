import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  gap: vars.space['1'],
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'middle',
});

export const shape = styleVariants({
  count: { minInlineSize: '20px', blockSize: '20px', paddingInline: '5px' },
  text: { blockSize: '22px', paddingInline: vars.space['2'], letterSpacing: '0.02em' },
  dot: { inlineSize: '10px', blockSize: '10px', padding: 0 },
});

export const tone = styleVariants({
  accent: { backgroundColor: vars.color.brandAccent, color: vars.color.onBrandAccent },
  critical: { backgroundColor: vars.color.critical, color: vars.color.onTone },
  positive: { backgroundColor: vars.color.positive, color: vars.color.onTone },
  neutral: {
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
  },
});

/** A badge placed on the inline-end top corner of its anchor, ringed in the page colour to stand apart. */
export const anchored = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  boxShadow: `0 0 0 2px ${vars.color.page}`,
});

export const anchoredAt = styleVariants({
  count: { insetBlockStart: '-8px', insetInlineEnd: '-8px' },
  text: { insetBlockStart: '-10px', insetInlineEnd: '-10px' },
  dot: { insetBlockStart: '2px', insetInlineEnd: '2px' },
});

export const anchor = style({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' });
