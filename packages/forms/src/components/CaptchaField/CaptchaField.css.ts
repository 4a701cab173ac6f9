import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

/** The image is the refresh button; a small arrow at its end says so. */
export const refresh = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  padding: '2px',
  paddingInlineEnd: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: `calc(${vars.radius.control} - 2px)`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transitionProperty: 'border-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brandAccent, color: vars.color.brandAccent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
});

/** Same size loaded or not, so nothing moves when the image arrives. */
export const image = style({
  display: 'block',
  inlineSize: '90px',
  blockSize: '30px',
  objectFit: 'cover',
  borderRadius: `calc(${vars.radius.control} - 4px)`,
});

export const icon = style({ display: 'inline-flex' });
