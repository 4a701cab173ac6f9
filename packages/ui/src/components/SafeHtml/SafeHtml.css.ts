import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Reading typography for server HTML. Only the structure is styled: colour and alignment come from
 * the container, and the sanitiser has removed the HTML's own styles, so it always fits the brand.
 * Every rule sits in `:where()`, so a class passed by the container overrides it whatever order the
 * style sheets load in (the outer margins excepted: they always go, so the box hugs the text).
 */
export const root = style({});

const within = (selectors: string) =>
  selectors
    .split(',')
    .map((selector) => `:where(${root}) ${selector.trim()}`)
    .join(', ');

globalStyle(`:where(${root})`, {
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} > :last-child`, { marginBlockEnd: 0 });
globalStyle(within('p, ul, ol'), { marginBlock: vars.space['3'] });
globalStyle(within('ul, ol'), { paddingInlineStart: vars.space['5'] });
// Server HTML does not know where it sits: every heading level reads as a sub-heading of the container.
globalStyle(within('h1, h2, h3, h4, h5, h6'), {
  marginBlockStart: vars.space['5'],
  marginBlockEnd: vars.space['2'],
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(within('h1, h2, h3'), { fontSize: vars.fontSize.lg });
globalStyle(within('h4, h5, h6'), { fontSize: vars.fontSize.md });
globalStyle(within('strong, b'), { fontWeight: vars.fontWeight.bold });
globalStyle(within('a'), {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
globalStyle(within('a:hover'), { textDecorationThickness: '2px' });
globalStyle(within('a:focus-visible'), {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: '2px',
});
globalStyle(within('img'), { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(within('hr'), {
  marginBlock: vars.space['4'],
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
});
globalStyle(within('blockquote'), {
  marginBlock: vars.space['3'],
  marginInline: 0,
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `3px solid ${vars.color.brandAccent}`,
  color: vars.color.textMuted,
});
// Wide tables scroll on their own rather than stretch the container.
globalStyle(within('table'), {
  display: 'block',
  maxInlineSize: '100%',
  overflowX: 'auto',
  marginBlock: vars.space['3'],
  borderCollapse: 'collapse',
});
globalStyle(within('th, td'), {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(within('th'), { color: vars.color.text, fontWeight: vars.fontWeight.bold });
