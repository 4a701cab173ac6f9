import { style, styleVariants } from '@vanilla-extract/css';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

/** Page numbers share one width, so the bar does not shift as the current page moves. */
export const page = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-current="page"]': { cursor: 'default' },
    '&:not([aria-current="page"])': { color: vars.color.textMuted },
    '&:not([aria-current="page"]):hover': { color: vars.color.text },
  },
});

export const pageSize = styleVariants({
  sm: { minInlineSize: '32px', paddingInline: vars.space['2'] },
  md: { minInlineSize: '40px', paddingInline: vars.space['2'] },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const ellipsisSize = styleVariants({
  sm: { minInlineSize: '24px', blockSize: '32px' },
  md: { minInlineSize: '32px', blockSize: '40px' },
});

/** Chevrons point the way the pages run: mirrored when the text runs right to left. */
export const directional = style([flipInRtl, { display: 'block' }]);
