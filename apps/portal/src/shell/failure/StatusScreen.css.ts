import { vars } from '@portal/ui/style';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  paddingInline: vars.space['6'],
  backgroundImage: vars.gradient.hero,
});

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  maxInlineSize: '34rem',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['10'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '72px',
  blockSize: '72px',
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  caution: { backgroundColor: vars.color.cautionSoft, color: vars.color.caution },
  critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.critical },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const detail = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });
