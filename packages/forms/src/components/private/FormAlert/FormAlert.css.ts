import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
});

export const alert = styleVariants({
  /** A boxed message above the submit button: the outcome of a submit. */
  critical: [
    base,
    {
      paddingBlock: vars.space['3'],
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.control,
      border: `1px solid ${vars.color.critical}`,
      backgroundColor: vars.color.criticalSoft,
      color: vars.color.text,
    },
  ],
  /** Neutral information (a temporary password). */
  info: [
    base,
    {
      paddingBlock: vars.space['3'],
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.control,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.infoSoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.regular,
    },
  ],
  /** A message under a control, in the look of the fields' own errors. */
  inline: [base, { color: vars.color.critical, lineHeight: vars.lineHeight.tight }],
});

export const icon = styleVariants({
  critical: { flexShrink: 0, marginBlockStart: '2px', color: vars.color.critical },
  info: { flexShrink: 0, marginBlockStart: '2px', color: vars.color.info },
  inline: { flexShrink: 0, marginBlockStart: '1px' },
});
