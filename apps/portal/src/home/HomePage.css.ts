import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['6'],
  maxInlineSize: '1440px',
  marginInline: 'auto',
  minInlineSize: 0,
});

/** A compact welcome band: the games are the page, not the greeting. */
export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['8'],
  borderRadius: vars.radius.card,
  backgroundImage: vars.gradient.hero,
  color: vars.color.onHero,
  boxShadow: vars.shadow.raised,
});

export const heroText = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, maxInlineSize: '56ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

/** The live hosts' place while their section loads, so the page below does not jump. */
export const chatSpace = style({ minBlockSize: '560px' });

/** The notice ticker's room while the notices load: the kit's Marquee is one 48px row. */
export const tickerRoom = style({ blockSize: '48px' });
