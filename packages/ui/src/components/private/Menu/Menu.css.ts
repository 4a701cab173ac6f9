import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../../styles/reducedMotion';
import { vars } from '../../../theme/contract.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space['2']})`,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minInlineSize: '248px',
  maxInlineSize: 'min(320px, calc(100vw - 32px))',
  padding: vars.space['2'],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.overlay,
  animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const align = styleVariants({
  start: { insetInlineStart: 0 },
  end: { insetInlineEnd: 0 },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  inlineSize: '100%',
  minBlockSize: '40px',
  paddingInline: vars.space['3'],
  margin: 0,
  borderWidth: 0,
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover, &:focus': { backgroundColor: vars.color.brandAccentSoft },
    '&[data-tone="critical"]': { color: vars.color.critical },
    '&[data-tone="critical"]:hover, &[data-tone="critical"]:focus': {
      backgroundColor: vars.color.criticalSoft,
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

/** The ring sits inside the item so the menu's padding never clips it. */
export const itemFocus = style({
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    [`${item}:hover &, ${item}:focus &`]: { color: vars.color.brandAccent },
    [`${item}[data-tone="critical"] &`]: { color: 'inherit' },
  },
});

export const itemLabel = style({ flex: 1, minInlineSize: 0 });

export const itemEnd = style({ display: 'inline-flex', flexShrink: 0 });

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space['1'],
  marginInline: vars.space['2'],
  backgroundColor: vars.color.border,
});
