import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

/** Fixed at the foot of the window, above the page but under dialogs and toasts; it never blocks the page. */
export const root = style({
  position: 'fixed',
  insetInline: vars.space['4'],
  insetBlockEnd: vars.space['4'],
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  inlineSize: '100%',
  maxInlineSize: '1080px',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.overlay,
  pointerEvents: 'auto',
  animation: `${riseIn} ${vars.motion.slow} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const icon = style([
  surface.accentPill,
  {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    inlineSize: '44px',
    blockSize: '44px',
  },
]);

export const copy = style({
  display: 'flex',
  flex: '1 1 420px',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: '2px',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginInlineStart: 'auto',
});

export const button = style({ minInlineSize: '112px' });
