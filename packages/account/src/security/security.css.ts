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
