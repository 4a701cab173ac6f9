import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, surface, vars } from '@portal/ui/style';

/** The grouping: a segmented choice of day, week or month, in the filters' panel under the period. */
export const grouping = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const groupingLegend = style({
  padding: 0,
  marginBlockEnd: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const segments = style([
  surface.sunken,
  {
    display: 'inline-flex',
    justifySelf: 'start',
    gap: vars.space['1'],
    padding: vars.space['1'],
  },
]);

export const segment = style({ position: 'relative', display: 'inline-flex' });

/** The native radio stays (arrow keys move between the choices) under the segment it names. */
export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const segmentText = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.control,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${segmentInput}:hover + &`]: { color: vars.color.text },
    [`${segmentInput}:checked + &`]: {
      backgroundColor: vars.color.brandAccentSoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
    [`${segmentInput}:focus-visible + &`]: {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The results: the totals, the chart and its table; marked busy while new dates are read. */
export const results = style({ display: 'grid', gap: vars.space['4'], minInlineSize: 0 });

export const chartPanel = style([
  surface.card,
  {
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['4'],
    minInlineSize: 0,
  },
]);

export const chartTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** The chart's box: its size is the container's (a ResizeObserver redraws it); the font is the axes'. */
export const chart = style({
  position: 'relative',
  blockSize: '16rem',
  minInlineSize: 0,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
});

// What uPlot's own stylesheet sets for its layout, scoped to the chart (no stylesheet of its own to load).
globalStyle(`${chart} .uplot, ${chart} .uplot *`, { boxSizing: 'border-box' });
globalStyle(`${chart} .u-wrap`, { position: 'relative', userSelect: 'none' });
globalStyle(`${chart} .u-over, ${chart} .u-under, ${chart} .u-axis`, { position: 'absolute' });
globalStyle(`${chart} .u-under`, { overflow: 'hidden' });
globalStyle(`${chart} canvas`, {
  display: 'block',
  position: 'relative',
  inlineSize: '100%',
  blockSize: '100%',
});
globalStyle(`${chart} .u-off`, { display: 'none' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

const swatchBase = style({ display: 'inline-block', flexShrink: 0 });
const bar = { inlineSize: '0.75rem', blockSize: '0.75rem', borderRadius: '2px' };

/** The legend's marks, the chart's colours: a bar won, a bar lost, a dot of net deposits. */
export const swatch = styleVariants({
  won: [swatchBase, { ...bar, backgroundColor: vars.color.positive }],
  lost: [swatchBase, { ...bar, backgroundColor: vars.color.critical }],
  netDeposit: [
    swatchBase,
    {
      inlineSize: '0.625rem',
      blockSize: '0.625rem',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandAccent,
    },
  ],
});

/** "Show as a table": the chart's figures for whoever reads them rather than looks. */
export const disclosure = style({ display: 'grid', gap: vars.space['3'], minInlineSize: 0 });

export const disclosureSummary = style([
  focusRing,
  {
    justifySelf: 'start',
    color: vars.color.link,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    borderRadius: vars.radius.control,
  },
]);
