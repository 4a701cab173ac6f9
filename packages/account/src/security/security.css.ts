import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const sections = style({ display: 'grid', gap: vars.space['5'] });

export const statusLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const payoutList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const payoutCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const payoutIcon = style({ color: vars.color.textMuted });

export const payoutText = style({ display: 'grid', minInlineSize: 0 });

export const payoutName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const payoutHolder = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const payoutNumber = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

/** A login's time, and beside it the badge of the session it started when that is this one. */
export const loginTime = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

/** A masked address: Latin digits, left to right in either direction of the page. */
export const loginAddress = style({ fontVariantNumeric: 'tabular-nums' });

/** The profile's form: its fields one under another, at a reading width. */
export const profileForm = style({ display: 'grid', gap: vars.space['4'], maxInlineSize: '28rem' });

/** The avatars to pick from: a row of discs that wraps. */
export const avatarPicker = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
});

export const avatarLegend = style({
  padding: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const avatarOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const avatarOption = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer' });

/** The native radio, kept for the keyboard and screen readers, drawn by the image beside it. */
export const avatarInput = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const avatarImage = style({
  display: 'block',
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: vars.radius.full,
  outline: `2px solid transparent`,
  outlineOffset: '2px',
  selectors: {
    [`${avatarInput}:checked + &`]: { outlineColor: vars.color.brandAccent },
    [`${avatarInput}:focus-visible + &`]: {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '4px',
    },
  },
});

/** A failed save: what the platform or the rules said, in the look of a field's error. */
export const profileFailure = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
