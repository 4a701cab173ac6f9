import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  marginInline: 'auto',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const size = styleVariants({
  compact: {
    gap: vars.space['2'],
    paddingBlock: vars.space['6'],
    paddingInline: vars.space['4'],
    maxInlineSize: '360px',
  },
  regular: {
    gap: vars.space['3'],
    paddingBlock: vars.space['10'],
    paddingInline: vars.space['6'],
    maxInlineSize: '440px',
  },
});

/** The icon sits in a soft accent disc, a quiet focal point rather than an alarm. */
export const icon = style([
  surface.accentPill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
]);

export const iconSize = styleVariants({
  compact: { inlineSize: '48px', blockSize: '48px', marginBlockEnd: vars.space['1'] },
  regular: { inlineSize: '72px', blockSize: '72px', marginBlockEnd: vars.space['2'] },
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const titleSize = styleVariants({
  compact: { fontSize: vars.fontSize.md },
  regular: { fontSize: vars.fontSize.lg },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});
