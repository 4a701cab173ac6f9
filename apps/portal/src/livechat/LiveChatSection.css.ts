import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });
