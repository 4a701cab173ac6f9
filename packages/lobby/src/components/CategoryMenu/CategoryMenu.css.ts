import { reducedMotion, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({
  minInlineSize: 0,
  maxInlineSize: '100%',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  inlineSize: 'max-content',
  margin: 0,
  // Room for the focus ring inside the scrolling box.
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['1'],
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '44px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.control,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    // The current entry's underline, a cue beside the weight.
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['3'],
      insetBlockEnd: 0,
      blockSize: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandAccent,
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  selectors: { [`${link}[aria-current="page"] &`]: { color: vars.color.brandAccent } },
});

export const label = style({});
