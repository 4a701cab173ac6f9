import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minInlineSize: 0,
});

export const logo = style({
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.control,
  objectFit: 'cover',
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
});

/** The grid scrolls here, under the title; padding keeps the cards' lift and focus ring inside. */
export const body = style({ paddingBlock: vars.space['2'] });
