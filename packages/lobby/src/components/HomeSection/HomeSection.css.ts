import { surface, vars } from '@portal/ui/style';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minInlineSize: 0,
  // The game menu scrolls a section to 80 px below the window's top; this keeps the same offset for
  // a plain anchor jump too.
  scrollMarginBlockStart: '80px',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minBlockSize: '40px',
});

export const title = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const icon = style({ display: 'inline-flex', color: vars.color.brandAccent });

export const all = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  minBlockSize: '32px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brandAccent } },
});

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listKind = styleVariants({
  // Six across on a laptop's page, so the first twelve games fill two even rows.
  games: { gridTemplateColumns: 'repeat(auto-fill, minmax(144px, 1fr))' },
  vendors: { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' },
});

export const item = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const tilePlaceholder = style([
  surface.card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    paddingBlock: vars.space['5'],
    paddingInline: vars.space['3'],
  },
]);

export const more = style({ display: 'flex', justifyContent: 'center' });
