import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

const appear = keyframes({ from: { opacity: 0 } });

/** Loads that end sooner than this never show the cover, so fast screens do not flash. */
const showDelay = '300ms';

export const cover = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  backgroundColor: vars.color.overlay,
  borderRadius: 'inherit',
  cursor: 'progress',
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing} ${showDelay} both`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const fullscreen = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  borderRadius: 0,
});

export const panel = style([
  surface.raised,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    maxInlineSize: '100%',
    paddingBlock: vars.space['5'],
    paddingInline: vars.space['6'],
    color: vars.color.brandAccent,
    boxShadow: vars.shadow.overlay,
  },
]);

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});
