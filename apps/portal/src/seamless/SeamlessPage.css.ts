import { flipInRtl, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['6'],
  minBlockSize: 'calc(100vh - 72px)',
});

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const back = style([flipInRtl]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const trial = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const frame = style({
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '560px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceSunken,
});
