import { surface, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const lobby = style({ display: 'grid', gap: vars.space['4'], minInlineSize: 0 });

/**
 * The menus at the start, the selected game's panel at the end; the panel goes under the menus when the
 * two no longer fit side by side (no breakpoint: the lobby may sit in any width).
 */
export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['6'],
});

export const menu = style({ flex: '999 1 26rem', minInlineSize: 0 });

export const notice = style({
  margin: 0,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const panel = style([
  surface.card,
  {
    flex: '1 1 30rem',
    position: 'sticky',
    insetBlockStart: vars.space['4'],
    display: 'grid',
    gap: vars.space['4'],
    minInlineSize: 0,
    padding: vars.space['5'],
  },
]);

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const panelText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const play = style({ justifySelf: 'start' });
