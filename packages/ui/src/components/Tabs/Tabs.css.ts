import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

const listBase = style({ display: 'flex', alignItems: 'stretch' });

export const list = styleVariants({
  line: [listBase, { gap: vars.space['1'], borderBlockEnd: `1px solid ${vars.color.border}` }],
  pill: [
    listBase,
    {
      alignSelf: 'flex-start',
      gap: vars.space['1'],
      padding: vars.space['1'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surfaceSunken,
      border: `1px solid ${vars.color.border}`,
    },
  ],
});

const triggerBase = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minBlockSize: '40px',
  paddingInline: vars.space['4'],
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // Not the active tab: this rule outranks a variant's active colours, and the pill's text on its
    // accent would turn to the page's text colour under the pointer (1.5:1 in the portal's theme).
    '&:hover:not([data-disabled]):not([data-state="active"])': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const trigger = styleVariants({
  line: [
    triggerBase,
    {
      borderStartStartRadius: vars.radius.control,
      borderStartEndRadius: vars.radius.control,
      selectors: {
        // The accent bar sits on the list's border line, so the active tab reads as "lifted" out of it.
        '&::after': {
          content: '""',
          position: 'absolute',
          insetInline: vars.space['2'],
          insetBlockEnd: '-1px',
          blockSize: '3px',
          borderRadius: vars.radius.full,
          backgroundColor: 'transparent',
          transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
        },
        '&:hover:not([data-disabled])': { backgroundColor: vars.color.brandAccentSoft },
        '&[data-state="active"]::after': { backgroundColor: vars.color.brandAccent },
      },
    },
  ],
  pill: [
    triggerBase,
    {
      minBlockSize: '36px',
      borderRadius: vars.radius.full,
      selectors: {
        '&:hover:not([data-disabled]):not([data-state="active"])': {
          backgroundColor: vars.color.brandAccentSoft,
        },
        '&[data-state="active"]': {
          backgroundColor: vars.color.brandAccent,
          color: vars.color.onBrandAccent,
          boxShadow: vars.shadow.raised,
        },
      },
    },
  ],
});

export const content = style({
  borderRadius: vars.radius.control,
  selectors: { '&[hidden]': { display: 'none' } },
});
