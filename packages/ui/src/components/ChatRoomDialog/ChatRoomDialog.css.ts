import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

/** The room keeps one size in every state, so the dialog does not jump when the chat arrives. */
export const stage = style([
  surface.sunken,
  {
    position: 'relative',
    display: 'grid',
    blockSize: 'min(520px, calc(100dvh - 200px))',
    overflow: 'hidden',
  },
]);

export const frame = style({
  gridArea: '1 / 1',
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  border: 'none',
  selectors: { '[data-state="connecting"] > &': { visibility: 'hidden' } },
});

export const notice = style({
  gridArea: '1 / 1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['6'],
  textAlign: 'center',
});

export const noticeText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const errorIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
  color: vars.color.critical,
  backgroundColor: vars.color.criticalSoft,
});

export const errorTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const retry = style({ marginBlockStart: vars.space['2'] });
