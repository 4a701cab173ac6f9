import { style, styleVariants } from '@vanilla-extract/css';
import { surface, vars } from '@portal/ui/style';

/** A record page: the filters, the totals with the export, the table and its pager, one under another. */
export const page = style({ display: 'grid', gap: vars.space['4'], minInlineSize: 0 });

/** The filters' panel: the period, then the record's own selects. */
export const filters = style([
  surface.card,
  {
    display: 'grid',
    gap: vars.space['4'],
    padding: vars.space['4'],
  },
]);

/** The record's selects, as many to a row as fit. */
export const selects = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space['3'],
  alignItems: 'start',
});

/** The period: a fieldset with no frame of its own (the filters' panel is the frame). */
export const period = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const periodLegend = style({
  padding: 0,
  marginBlockEnd: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The two days side by side, wrapping on a narrow centre. */
export const periodDays = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** The preset in force is marked by its outline as well as its fill. */
export const preset = style({
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brandAccent } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const totalsGroup = style({ minInlineSize: 0 });

export const totals = style({
  display: 'grid',
  // Four to a row at most (a longer list, my income's, wraps in fours), fewer where the centre is narrow.
  gridTemplateColumns: `repeat(auto-fit, minmax(max(10rem, calc((100% - 3 * ${vars.space['3']}) / 4)), 1fr))`,
  gap: vars.space['3'],
  margin: 0,
});

export const figure = style([
  surface.card,
  {
    display: 'grid',
    gap: vars.space['1'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
  },
]);

export const figureName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const figureValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // "-12.50 USD" keeps its sign before the digits in right-to-left text.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  textAlign: 'end',
  justifySelf: 'start',
});

/** Money that came in, and money that went out (the sign says it too: colour is never the only cue). */
export const tone = styleVariants({
  positive: { color: vars.color.positive },
  negative: { color: vars.color.critical },
});

/** The export, last of the filters' row, level with the selects' boxes (below their labels). */
export const exportArea = style({
  display: 'grid',
  gap: vars.space['2'],
  justifyItems: 'end',
  alignSelf: 'end',
  gridColumnEnd: -1,
});

export const problem = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });

/** A table cell's text that may be in either script (a game's or a vendor's name, a reference). */
export const cellText = style({ unicodeBidi: 'plaintext' });

/** A game's name over its provider's, in one cell. */
export const gameCell = style({ display: 'grid', gap: vars.space['1'] });

export const cellNote = style({
  unicodeBidi: 'plaintext',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

/** Keyset paging: previous, where the member is, next. */
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

export const pagerStatus = style({
  margin: 0,
  minInlineSize: '8rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
