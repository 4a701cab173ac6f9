import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Story-only frames, so the placeholders are seen in the context they stand in for. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  inlineSize: '320px',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const row = style([card, { flexDirection: 'row', alignItems: 'center', inlineSize: '360px' }]);

export const stack = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const actions = style({ display: 'flex', gap: vars.space['3'] });

export const control = style({ borderRadius: vars.radius.control });
