import { surface, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style([
  surface.card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minInlineSize: 0,
    padding: vars.space['4'],
    color: vars.color.text,
  },
]);

export const ticker = style({ minInlineSize: 0 });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export { titleIcon } from '../private/titleIcon.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '56px',
  paddingBlock: vars.space['2'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderBlockStart: 'none' } },
});

export const rank = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-top]': { backgroundColor: vars.color.brandAccent, color: vars.color.onBrandAccent },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const game = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const player = style({
  alignSelf: 'flex-start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const prize = style({
  flexShrink: 0,
  color: vars.color.positive,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
