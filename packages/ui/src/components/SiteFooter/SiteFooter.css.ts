import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['8'],
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Products take two columns of their own; the three link groups share the rest. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
  gap: vars.space['8'],
  '@media': {
    '(max-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Two newspaper columns: the products read down the first column, then the second. */
export const products = style({
  display: 'block',
  columns: 2,
  columnGap: vars.space['6'],
});

globalStyle(`${products} > li`, { breakInside: 'avoid', paddingBlockEnd: vars.space['2'] });

/** Links and the two actions look alike: quiet text that brightens and underlines on hover. */
export const link = style({
  display: 'inline-block',
  padding: 0,
  border: 'none',
  borderRadius: '2px',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const vendors = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  borderBlock: `1px solid ${vars.color.border}`,
});

export const vendorList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legal = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space['8'],
  rowGap: vars.space['3'],
});

export const age = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
});

export const ageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const licence = style({ gridColumn: '1', margin: 0 });

export const copyright = style({
  gridColumn: '2',
  gridRow: '1 / span 2',
  alignSelf: 'end',
  margin: 0,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
