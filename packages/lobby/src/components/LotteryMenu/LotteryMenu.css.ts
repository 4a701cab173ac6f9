import { surface, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({ minInlineSize: 0 });

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const group = style([
  surface.card,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['4'],
    padding: vars.space['4'],
  },
]);

export const groupBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const games = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gameItem = style({ display: 'flex' });

export const game = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  minInlineSize: '160px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.brandAccent },
    '&[aria-current="true"]': {
      borderColor: vars.color.brandAccent,
      backgroundColor: vars.color.brandAccentSoft,
    },
  },
});

export const gameName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const interval = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});
