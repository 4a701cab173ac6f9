import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

/** Set per element from the `inlineSize` / `blockSize` props: lengths only, never colours. */
export const inlineSizeVar = createVar();
export const blockSizeVar = createVar();

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.55em',
  inlineSize: inlineSizeVar,
  maxInlineSize: '100%',
});

export const bone = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  flexShrink: 0,
  maxInlineSize: '100%',
  inlineSize: inlineSizeVar,
  blockSize: blockSizeVar,
  backgroundColor: vars.color.border,
  // The sweep: a soft band of light crossing the placeholder in reading direction.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.border} 50%, transparent 100%)`,
    transform: 'translateX(-100%)',
    animation: `${sweep} 1600ms ${vars.motion.easing} infinite`,
  },
  selectors: { '[dir="rtl"] &::after': { animationDirection: 'reverse' } },
  '@media': { [reducedMotion]: { selectors: { '&::after': { animation: 'none', display: 'none' } } } },
});

export const shape = styleVariants({
  text: { borderRadius: '4px' },
  rect: { borderRadius: vars.radius.card },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1 / 1' },
});

/** Lines fill their group, whose width is the one given. */
export const line = style({ inlineSize: '100%' });

/** A paragraph's last line is shorter, as real text would be. */
export const lastLine = style({ inlineSize: '62%' });
