import { createVar, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';

/** The line's speed colour and its soft background, set per class (fast, normal, slow). */
const tone = createVar();
const toneSoft = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** One grid for every line, so domains, latencies and badges line up in columns. */
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  rowGap: vars.space['2'],
});

export const line = style({
  vars: { [tone]: vars.color.textMuted, [toneSoft]: vars.color.surfaceSunken },
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
  columnGap: vars.space['4'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    // The soft accent over the opaque surface, so text contrast never depends on what lies behind.
    '&[data-state="checked"]': {
      borderColor: vars.color.brandAccent,
      backgroundImage: `linear-gradient(${vars.color.brandAccentSoft}, ${vars.color.brandAccentSoft})`,
    },
    '&[data-speed="fast"]': { vars: { [tone]: vars.color.positive, [toneSoft]: vars.color.positiveSoft } },
    '&[data-speed="normal"]': { vars: { [tone]: vars.color.caution, [toneSoft]: vars.color.cautionSoft } },
    '&[data-speed="slow"]': { vars: { [tone]: vars.color.critical, [toneSoft]: vars.color.criticalSoft } },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

/** The drawn radio: a ring, with a dot in the accent when chosen. */
export const indicator = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: '18px',
  blockSize: '18px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  selectors: {
    [`${line}[data-state="checked"] &`]: { borderColor: vars.color.brandAccent },
    [`${line}[data-state="checked"] &::after`]: {
      content: '""',
      position: 'absolute',
      inset: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandAccent,
    },
  },
});

/** The domain over its bar; the start edge follows the page, whatever the domain's own direction. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minInlineSize: 0,
});

export const domain = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const track = style({
  alignSelf: 'stretch',
  blockSize: '4px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});

export const fill = style({
  display: 'block',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: tone,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const latency = style({
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** While pinging, "Testing" takes the latency's and the badge's columns. */
export const pending = style({
  gridColumn: '3 / -1',
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const badge = style({
  justifySelf: 'stretch',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minInlineSize: '4.5em',
  blockSize: '24px',
  paddingInline: vars.space['2'],
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `1px solid ${tone}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `linear-gradient(${toneSoft}, ${toneSoft})`,
  color: tone,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space['6'],
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

/** Groups the latency and the badge for `aria-describedby` while they stay cells of the lines' grid. */
export const speedCells = style({ display: 'contents' });
