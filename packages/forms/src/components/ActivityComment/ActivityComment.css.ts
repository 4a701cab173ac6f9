import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const form = style({ display: 'grid', gap: vars.space['3'], maxInlineSize: '480px' });

export const input = style({ minBlockSize: '72px' });

/** The outcome at the start, the button at the end, on one line when they fit. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const outcome = style({ flex: '1 1 240px', display: 'grid', gap: vars.space['2'] });

export const submit = style({ marginInlineStart: 'auto' });
