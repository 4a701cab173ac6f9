import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  alignItems: 'center',
  textAlign: 'center',
  paddingBlockStart: vars.space['8'],
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '56px',
  blockSize: '56px',
  marginBlockEnd: vars.space['1'],
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  info: { color: vars.color.info, backgroundColor: vars.color.infoSoft },
  success: { color: vars.color.positive, backgroundColor: vars.color.positiveSoft },
  warning: { color: vars.color.caution, backgroundColor: vars.color.cautionSoft },
  error: { color: vars.color.critical, backgroundColor: vars.color.criticalSoft },
});

export const title = style({ fontSize: vars.fontSize.xl });

export const body = style({ alignSelf: 'stretch' });

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

// Server HTML: SafeHtml's typography, muted and centred like the message, with tighter spacing.
export const html = style({ color: vars.color.textMuted });
globalStyle(`${message} + ${html}`, { marginBlockStart: vars.space['3'] });
globalStyle(`${html} p, ${html} ul, ${html} ol`, { marginBlock: vars.space['2'] });
// Lists keep their start alignment but sit centred as a block, like the text around them.
globalStyle(`${html} ul, ${html} ol`, {
  display: 'inline-block',
  paddingInlineStart: vars.space['5'],
  textAlign: 'start',
});
globalStyle(`${html} strong, ${html} b`, { color: vars.color.text });

export const footer = style({
  alignSelf: 'stretch',
  justifyContent: 'center',
  paddingBlockStart: vars.space['4'],
});

export const button = style({ minInlineSize: '112px' });

// Three or more choices do not fit side by side in a small dialog: one full-width row each.
globalStyle(`${footer}[data-stacked]`, { flexDirection: 'column', alignItems: 'stretch' });

export const countdown = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
