import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const item = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
});

/** The vertical rhythm of every form in the package. */
export const stack = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'grid', gap: vars.space['3'], marginBlockStart: vars.space['2'] });

/** A multi-line text input in the kit's field look (feedback, comments). */
export const textArea = style({
  inlineSize: '100%',
  minBlockSize: '96px',
  resize: 'vertical',
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});
