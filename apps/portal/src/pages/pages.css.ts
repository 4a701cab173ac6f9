import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const infoPage = style({
  display: 'grid',
  gap: vars.space['6'],
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['8'],
});

export const infoHeader = style({ display: 'grid', gap: vars.space['2'] });

export const infoTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const infoLead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const narrow = style({ maxInlineSize: '720px' });

/** The reset-password page: the form at a form's width, the way to a new link under it. */
export const resetForm = style({ display: 'grid', gap: vars.space['4'], maxInlineSize: '420px' });
