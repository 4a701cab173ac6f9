import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';

/** The help centre measures itself: on a page, beside a side menu or in a dialog, its width decides. */
const helpCentre = createContainer();
/** From this width the table of contents sits beside the articles; below it, above them. */
const wide = `${helpCentre} (inline-size >= 720px)`;

export const root = style({
  containerName: helpCentre,
  containerType: 'inline-size',
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The table of contents beside the articles; it stays in view while the articles scroll. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@container': {
    [wide]: { gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)', gap: vars.space['8'] },
  },
});

/** In a modal: one column, the topics a row of chips above the articles. */
export const compactLayout = style({ display: 'grid', gap: vars.space['5'] });

/** The look of the table of contents and of each article. */
const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
});

export const toc = style([
  panel,
  {
    display: 'grid',
    gap: vars.space['4'],
    paddingBlock: vars.space['4'],
    paddingInline: vars.space['4'],
    '@container': { [wide]: { position: 'sticky', insetBlockStart: vars.space['6'] } },
  },
]);

export const tocLabel = style({
  margin: 0,
  marginBlockEnd: vars.space['2'],
  paddingInline: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const tocList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const compactTocList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tocLink = style([
  focusRing,
  {
    display: 'block',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.control,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandAccentSoft, textDecoration: 'underline' },
    },
  },
]);

export const compactTocLink = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
});

/** The host's extra links (feedback, mirror sites), set apart from the topics by a rule. */
export const more = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['4'],
  paddingInline: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const compactMore = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  fontSize: vars.fontSize.sm,
});
// The host may hand its links over as a list; it takes the same layout without bullets.
globalStyle(`${more} :where(ul, ol), ${compactMore} :where(ul, ol)`, {
  display: 'inherit',
  flexWrap: 'inherit',
  gap: 'inherit',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
globalStyle(`${more} a, ${compactMore} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
globalStyle(`${more} a:focus-visible, ${compactMore} a:focus-visible`, {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: '2px',
});

export const sections = style({ display: 'grid', gap: vars.space['8'], minInlineSize: 0 });
export const compactSections = style({ display: 'grid', gap: vars.space['6'], minInlineSize: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  minInlineSize: 0,
  // An anchor (/help#term) leaves a little air above the section title.
  scrollMarginBlockStart: vars.space['6'],
});

export const sectionTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const article = style([
  panel,
  { minInlineSize: 0, paddingBlock: vars.space['5'], paddingInline: vars.space['6'] },
]);

export const compactArticle = style({ paddingBlock: vars.space['4'], paddingInline: vars.space['4'] });

export const articleTitle = style({
  marginBlock: `0 ${vars.space['3']}`,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const content = style({ color: vars.color.textMuted });
globalStyle(`${content} strong, ${content} b`, { color: vars.color.text });

export const placeholderToc = style({
  display: 'grid',
  gap: vars.space['3'],
  // Level with the text of the links, which have padding of their own.
  paddingInline: `calc(${vars.space['4']} + ${vars.space['3']})`,
});
export const placeholderArticle = style([article, { display: 'grid', gap: vars.space['3'] }]);
