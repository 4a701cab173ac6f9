import { surface, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

/** A game card's frame while it loads: the same padding, radius and proportions as the real card. */
export const card = style([
  surface.card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minInlineSize: 0,
    padding: vars.space['2'],
  },
]);

export const art = style({ aspectRatio: '1 / 1', blockSize: 'auto', borderRadius: vars.radius.control });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingInline: vars.space['1'],
  paddingBlockEnd: vars.space['1'],
});

/** Two lines of the name, then the vendor's row, as tall as the real card's. */
export const name = style({ blockSize: `calc(2em * ${vars.lineHeight.tight})`, fontSize: vars.fontSize.sm });

export const meta = style({ display: 'flex', alignItems: 'center', minBlockSize: '28px' });
