import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { reducedMotion } from './reducedMotion';

/**
 * The kit's card lift, for a `.css.ts` file to compose (`style([surface.card, cardLift('&:hover'), {...}])`):
 * while `active` matches (the card's own selector: hover, keyboard focus, not when disabled), the card rises
 * 4 px with the raised shadow and the strong border. Under reduced motion it stays in place; the shadow and
 * the border alone still show which card is active.
 */
export function cardLift(active: string): StyleRule {
  return {
    transitionProperty: 'transform, box-shadow, border-color',
    transitionDuration: vars.motion.normal,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [active]: {
        transform: 'translateY(-4px)',
        boxShadow: vars.shadow.raised,
        borderColor: vars.color.borderStrong,
      },
    },
    '@media': {
      [reducedMotion]: { transitionDuration: '0ms', selectors: { [active]: { transform: 'none' } } },
    },
  };
}
