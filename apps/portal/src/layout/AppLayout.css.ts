import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const shell = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: '-100px',
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { insetBlockStart: vars.space['4'] } },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space['6'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['8'],
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  alignSelf: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const brandMark = style({ color: vars.color.brandAccent, display: 'inline-flex' });

export const languageSlot = style({ minInlineSize: '220px' });

export const main = style({ flex: 1 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  justifyContent: 'space-between',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['8'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
