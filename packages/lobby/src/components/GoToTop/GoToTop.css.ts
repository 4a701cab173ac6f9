import { reducedMotion, vars } from '@portal/ui/style';
import { style, styleVariants } from '@vanilla-extract/css';

export const button = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  transitionProperty: 'transform, background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': {
      borderColor: vars.color.brandAccent,
      color: vars.color.brandAccent,
      transform: 'translateY(-2px)',
    },
  },
  '@media': {
    [reducedMotion]: { transitionDuration: '0ms', selectors: { '&:hover': { transform: 'none' } } },
  },
});

export const placement = styleVariants({
  floating: {
    position: 'fixed',
    insetBlockEnd: vars.space['6'],
    insetInlineEnd: vars.space['6'],
    zIndex: vars.zIndex.sticky,
  },
  inline: {},
});
