import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';
import { reducedMotion } from '../../styles/reducedMotion';

export const root = style([
  surface.raised,
  {
    position: 'fixed',
    insetInlineEnd: vars.space['4'],
    insetBlockStart: '50%',
    zIndex: vars.zIndex.sticky,
    transform: 'translateY(-50%)',
    padding: vars.space['1'],
    boxShadow: vars.shadow.raised,
  },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  inlineSize: '76px',
  // One height for one- and two-line captions, so the bar keeps an even rhythm.
  minBlockSize: '84px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&:hover': { backgroundColor: vars.color.brandAccentSoft, color: vars.color.text } },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const icon = style([
  surface.accentPill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '36px',
    blockSize: '36px',
    selectors: {
      [`${action}:hover &`]: { backgroundColor: vars.color.brandAccent, color: vars.color.onBrandAccent },
    },
  },
]);

export const floating = style({
  position: 'fixed',
  insetInlineEnd: vars.space['6'],
  insetBlockEnd: vars.space['6'],
  zIndex: vars.zIndex.sticky,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  boxShadow: vars.shadow.overlay,
  cursor: 'pointer',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandAccentHover, transform: 'translateY(-2px)' },
  },
  '@media': {
    [reducedMotion]: { transitionDuration: '0ms', selectors: { '&:hover': { transform: 'none' } } },
  },
});
