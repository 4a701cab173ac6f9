import { vars } from '@portal/ui/style';
import { createVar, globalStyle, style } from '@vanilla-extract/css';

/** Set on the list from the measured layout: how many columns, and one row's pitch. */
export const columnsVar = createVar();
export const rowPitchVar = createVar();
/** Set on each item: its row and column. */
export const rowVar = createVar();
export const columnVar = createVar();
/** Set on the placeholders: the narrowest column. */
export const minColumnVar = createVar();

const gap = vars.space['4'];
const columnWidth = `((100% - (${columnsVar} - 1) * ${gap}) / ${columnsVar})`;

export const root = style({ minInlineSize: 0 });

/**
 * The list is as tall as every row would be, so the page's scroll bar is true; only the rendered items
 * are in it, each placed by its row and column. Inline placement is logical: column 0 is at the start,
 * on the right in Arabic.
 */
export const list = style({
  position: 'relative',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Read back by the virtualiser, so its row math uses the theme's gap.
  rowGap: gap,
  columnGap: gap,
  vars: { [columnsVar]: '1', [rowPitchVar]: '0px', [rowVar]: '0', [columnVar]: '0' },
});

export const item = style({
  position: 'absolute',
  insetBlockStart: `calc(${rowVar} * ${rowPitchVar})`,
  insetInlineStart: `calc(${columnVar} * (${columnWidth} + ${gap}))`,
  inlineSize: `calc${columnWidth}`,
});

/**
 * Every card reserves two lines for its name, so all cards are as tall as each other and a row's
 * height is known from one of them.
 */
globalStyle(`${item} [data-slot="game-card"] :is(h2, h3, h4)`, {
  minBlockSize: `calc(2em * ${vars.lineHeight.tight})`,
});

/** Placeholders use the same columns in plain CSS grid: they are few, and nothing is virtualised. */
export const placeholders = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnVar}, 1fr))`,
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const placeholder = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
