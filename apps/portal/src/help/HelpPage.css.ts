import { focusRing, vars } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['8'],
  maxInlineSize: '1180px',
  marginInline: 'auto',
});

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const back = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: 'none',
    borderRadius: vars.radius.control,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) 1fr',
  gap: vars.space['8'],
  alignItems: 'start',
});

export const toc = style({
  position: 'sticky',
  insetBlockStart: vars.space['6'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
});
globalStyle(`${toc} ul`, { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });
globalStyle(`${toc} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${toc} a:hover`, { color: vars.color.brandAccent, textDecoration: 'underline' });

export const sections = style({ display: 'grid', gap: vars.space['8'] });

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  scrollMarginBlockStart: vars.space['6'],
});

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const article = style({
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['6'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
});

export const articleTitle = style({ marginBlock: `0 ${vars.space['3']}`, fontSize: vars.fontSize.md });

export const content = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
globalStyle(`${content} p`, { marginBlock: `0 ${vars.space['3']}` });
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${content} strong`, { color: vars.color.text });
