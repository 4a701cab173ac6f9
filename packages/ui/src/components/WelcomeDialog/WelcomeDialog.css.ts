import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

export const panel = style({
  alignItems: 'center',
  textAlign: 'center',
  paddingBlockStart: vars.space['8'],
});

export const icon = style([
  surface.accentPill,
  {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '64px',
    blockSize: '64px',
    marginBlockEnd: vars.space['1'],
  },
]);

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ maxInlineSize: '44ch', fontSize: vars.fontSize.md });

/** The promotions sit in a quiet box of their own, read from the start edge like any list. */
export const promotions = style([
  surface.sunken,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    alignSelf: 'stretch',
    marginBlockStart: vars.space['2'],
    padding: vars.space['4'],
    textAlign: 'start',
  },
]);

export const promotionsHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const promotionsIcon = style({ display: 'inline-flex', color: vars.color.brandAccent });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${list} > li::marker`, { color: vars.color.brandAccent });

export const footer = style({
  alignSelf: 'stretch',
  justifyContent: 'center',
  paddingBlockStart: vars.space['4'],
});

export const button = style({ minInlineSize: '148px' });
