import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  position: 'relative',
  borderRadius: vars.radius.control,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  textDecoration: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:active:not([disabled], [aria-disabled="true"])': { transform: 'translateY(1px)' },
    '&[disabled], &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-loading="true"]': { cursor: 'progress' },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brandAccent,
    color: vars.color.onBrandAccent,
    selectors: {
      '&:hover:not([disabled], [aria-disabled="true"])': { backgroundColor: vars.color.brandAccentHover },
    },
  },
  secondary: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover:not([disabled], [aria-disabled="true"])': {
        borderColor: vars.color.brandAccent,
        backgroundColor: vars.color.brandAccentSoft,
      },
    },
  },
  soft: {
    backgroundColor: vars.color.brandAccentSoft,
    color: vars.color.text,
    selectors: {
      '&:hover:not([disabled], [aria-disabled="true"])': { borderColor: vars.color.brandAccent },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not([disabled], [aria-disabled="true"])': { backgroundColor: vars.color.brandAccentSoft },
    },
  },
  critical: {
    backgroundColor: vars.color.critical,
    color: vars.color.onTone,
    selectors: {
      '&:hover:not([disabled], [aria-disabled="true"])': { filter: 'brightness(1.08)' },
    },
  },
});

export const size = styleVariants({
  sm: { minBlockSize: '32px', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
  md: { minBlockSize: '40px', paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
  lg: { minBlockSize: '48px', paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
});

export const iconOnly = styleVariants({
  sm: { inlineSize: '32px', paddingInline: 0 },
  md: { inlineSize: '40px', paddingInline: 0 },
  lg: { inlineSize: '48px', paddingInline: 0 },
});

export const fullWidth = style({ inlineSize: '100%' });

/** While loading, the label keeps its width and its accessible name, but is drawn under the spinner. */
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const contentLoading = style({ opacity: 0 });
export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const iconSlot = style({ display: 'inline-flex' });
