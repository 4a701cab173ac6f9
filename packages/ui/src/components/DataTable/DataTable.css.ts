import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';
import { reducedMotion } from '../../styles/reducedMotion';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minInlineSize: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The frame scrolls when the table is wider (or taller) than the room it has. */
export const region = style([
  surface.card,
  {
    position: 'relative',
    overflow: 'auto',
  },
]);

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

const cell = {
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  verticalAlign: 'middle',
} as const;

/**
 * Row fills and rules are inset box-shadows on the row: painted once per row, where backgrounds and
 * borders on cells are painted per cell and leave hairline seams at fractional column edges.
 */
const fill = (color: string) => `inset 0 0 0 100vmax ${color}`;
const rule = `inset 0 -1px 0 ${vars.color.border}`;
/** Zebra stripes at about half the sunken tone: enough to follow a row, quiet in both brands. */
const stripe = `color-mix(in srgb, ${vars.color.surfaceSunken} 60%, transparent)`;

/** The header stays in view while the rows scroll under it. */
export const head = style({ position: 'sticky', insetBlockStart: 0, zIndex: 1 });

export const headRow = style({ boxShadow: `${rule}, ${fill(vars.color.surfaceRaised)}` });

export const headerCell = style({
  ...cell,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const row = style({
  boxShadow: rule,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:nth-child(even)': { boxShadow: `${rule}, ${fill(stripe)}` },
    '&:last-child': { boxShadow: 'none' },
    '&:last-child:nth-child(even)': { boxShadow: fill(stripe) },
    '&:hover': { boxShadow: `${rule}, ${fill(vars.color.brandAccentSoft)}` },
    '&:last-child:hover': { boxShadow: fill(vars.color.brandAccentSoft) },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

/** Record values stay on one line (the frame scrolls instead); a column may opt into wrapping. */
export const bodyCell = style({ ...cell, whiteSpace: 'nowrap' });

export const wrap = style({ whiteSpace: 'normal', minInlineSize: '12rem' });

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

/** Figures line up digit under digit, with no wrapping inside an amount. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** An amount keeps its sign and digits in order in right-to-left text ("-1,250.00", not "1,250.00-"). */
export const numericValue = style({ direction: 'ltr', unicodeBidi: 'isolate' });

/** Placeholders sit where the column's text would. */
export const skeletonAlign = styleVariants({
  start: {},
  center: { marginInline: 'auto' },
  end: { marginInlineStart: 'auto' },
});

export const emptyCell = style({ padding: 0 });

export const pagination = style({ alignSelf: 'center' });
