import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2400ms' } },
});

export const sizes = {
  sm: style({ inlineSize: '14px', blockSize: '14px', borderWidth: '2px' }),
  md: style({ inlineSize: '20px', blockSize: '20px', borderWidth: '2px' }),
  lg: style({ inlineSize: '36px', blockSize: '36px', borderWidth: '3px' }),
};

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
