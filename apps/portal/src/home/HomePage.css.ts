import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['8'],
  maxInlineSize: '1280px',
  marginInline: 'auto',
});

export const hero = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['10'],
  borderRadius: vars.radius.card,
  backgroundImage: vars.gradient.hero,
  color: vars.color.onHero,
  boxShadow: vars.shadow.raised,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, maxInlineSize: '48ch' });

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const note = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '60ch' });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});

export const dot = style({ inlineSize: '10px', blockSize: '10px', borderRadius: vars.radius.full });

export const tone = styleVariants({
  positive: { backgroundColor: vars.color.positive },
  caution: { backgroundColor: vars.color.caution },
  critical: { backgroundColor: vars.color.critical },
  muted: { backgroundColor: vars.color.textMuted },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
