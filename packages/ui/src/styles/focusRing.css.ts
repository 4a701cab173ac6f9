import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A visible keyboard focus ring, drawn outside the element so it never shifts layout. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
