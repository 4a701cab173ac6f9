import { surface, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(360px, 440px)',
  alignItems: 'start',
  gap: vars.space['10'],
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
  '@media': { '(max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'] } },
});

export const pitch = style({ display: 'grid', gap: vars.space['6'] });

export const hero = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['8'],
  borderRadius: vars.radius.card,
  backgroundImage: vars.gradient.hero,
  color: vars.color.onHero,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const benefits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style([
  surface.card,
  {
    display: 'grid',
    gap: vars.space['2'],
    alignContent: 'start',
    padding: vars.space['5'],
  },
]);

export const benefitIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccentSoft,
  color: vars.color.text,
});

export const benefitTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const benefitText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panel = style([
  surface.card,
  {
    display: 'grid',
    gap: vars.space['4'],
    padding: vars.space['6'],
    boxShadow: vars.shadow.raised,
  },
]);

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const support = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
