import { reducedMotion, surface, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({
  minInlineSize: 0,
  maxInlineSize: '100%',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const list = style({
  display: 'flex',
  gap: vars.space['3'],
  inlineSize: 'max-content',
  margin: 0,
  // Room for the focus ring inside the scrolling box.
  padding: vars.space['1'],
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minInlineSize: '88px',
  minBlockSize: '76px',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.gradient.card1,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transitionProperty: 'border-color, transform, box-shadow',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': {
      borderColor: vars.color.brandAccent,
      transform: 'translateY(-2px)',
      boxShadow: vars.shadow.raised,
    },
    '&[aria-current="true"]': {
      borderColor: vars.color.brandAccent,
      boxShadow: `inset 0 0 0 1px ${vars.color.brandAccent}`,
    },
  },
  '@media': {
    [reducedMotion]: { transitionDuration: '0ms', selectors: { '&:hover': { transform: 'none' } } },
  },
});

export const icon = style([
  surface.accentPill,
  {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '36px',
    blockSize: '36px',
  },
]);

export const label = style({ whiteSpace: 'nowrap' });
