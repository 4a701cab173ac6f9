import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minInlineSize: 0 });

export const card = style([
  surface.raised,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['2'],
    inlineSize: '100%',
    minInlineSize: 0,
    padding: vars.space['5'],
    textAlign: 'center',
    color: vars.color.text,
  },
]);

/** Online models wear a ring in the positive tone around their picture (the status text says it too). */
export const portrait = style({
  position: 'relative',
  display: 'inline-flex',
  padding: '3px',
  marginBlockEnd: vars.space['1'],
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.border}`,
  selectors: {
    '&[data-state="online"]': { boxShadow: `0 0 0 2px ${vars.color.positive}` },
    '&[data-state="offline"]': { opacity: 0.6, filter: 'grayscale(1)' },
  },
});

export const name = style({
  maxInlineSize: '100%',
  margin: 0,
  overflow: 'hidden',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const language = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  paddingBlock: '2px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-state="online"]': { color: vars.color.positive, backgroundColor: vars.color.positiveSoft },
    '&[data-state="offline"]': { color: vars.color.textMuted, backgroundColor: vars.color.surfaceSunken },
  },
});

export const dot = style({
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  selectors: {
    '[data-state="offline"] > &': { backgroundColor: 'transparent', border: '1.5px solid currentColor' },
  },
});

export const action = style({ alignSelf: 'stretch', marginBlockStart: vars.space['2'] });

export const placeholderName = style({ marginBlockStart: vars.space['1'] });
