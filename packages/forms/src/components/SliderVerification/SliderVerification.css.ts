import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, surface, vars } from '@portal/ui/style';

const trackSize = '44px';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  inlineSize: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minBlockSize: '32px',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-6px)' },
  '40%, 80%': { transform: 'translateX(6px)' },
});

export const puzzle = style({
  display: 'grid',
  gap: vars.space['2'],
  selectors: { '&[data-shake]': { animation: `${shake} 420ms ${vars.motion.easing}` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-shake]': { animation: 'none' } } } },
});

export const scene = style([
  surface.sunken,
  {
    position: 'relative',
    overflow: 'hidden',
    inlineSize: '100%',
    userSelect: 'none',
  },
]);

export const background = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  pointerEvents: 'none',
});

export const piece = style({
  position: 'absolute',
  aspectRatio: '1 / 1',
  pointerEvents: 'none',
  borderRadius: '4px',
  boxShadow: vars.shadow.raised,
  outline: `2px solid ${vars.color.onHero}`,
  outlineOffset: '-1px',
  selectors: {
    '&[data-tone="dragging"]': { outlineColor: vars.color.brandAccent },
    '&[data-tone="failure"]': { outlineColor: vars.color.critical },
  },
});

export const track = style({
  position: 'relative',
  blockSize: trackSize,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    '&[data-tone="failure"]': { borderColor: vars.color.critical },
  },
});

/** The part of the track behind the handle, so the travel so far reads at a glance. */
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize:
    'calc((100% - var(--slider-handle-size)) * var(--slider-ratio) + var(--slider-handle-size) / 2)',
  borderRadius: 'inherit',
  backgroundColor: vars.color.brandAccentSoft,
  selectors: {
    [`${track}[data-tone="failure"] &`]: { backgroundColor: vars.color.criticalSoft },
  },
});

export const handle = style({
  position: 'absolute',
  insetBlock: '-1px',
  insetInlineStart: 'calc((100% - var(--slider-handle-size)) * var(--slider-ratio))',
  inlineSize: 'var(--slider-handle-size)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  boxShadow: vars.shadow.raised,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandAccentHover },
    '&[data-tone="dragging"]': { cursor: 'grabbing', backgroundColor: vars.color.brandAccentHover },
    '&[data-tone="checking"]': { cursor: 'progress', opacity: 0.8 },
    '&[data-tone="failure"]': { backgroundColor: vars.color.critical, color: vars.color.onTone },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const verified = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  blockSize: trackSize,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.positive}`,
  backgroundColor: vars.color.positiveSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const loading = style({ display: 'grid', gap: vars.space['2'] });

export const loadingScene = style({ aspectRatio: '2 / 1' });

export const verifiedIcon = style({ color: vars.color.positive, flexShrink: 0 });

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.positive },
    '&[data-tone="failure"]': { color: vars.color.critical },
    // Empty, it stays in the tree (a live region must exist before it speaks) but takes no room.
    '&:empty': { marginBlockStart: `calc(-1 * ${vars.space['2']})` },
  },
});
