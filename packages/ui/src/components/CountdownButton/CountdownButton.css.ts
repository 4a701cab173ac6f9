import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Tabular figures so the seconds do not wobble as they change, and a minimum width so the button keeps
 * its size when the label swaps between "Send code" and "42 s".
 */
export const button = style({
  fontVariantNumeric: 'tabular-nums',
  minInlineSize: '8em',
  selectors: {
    // While counting the player still needs to read the seconds: a calm, legible well rather than the
    // faded look of a disabled button.
    '&[data-state="counting"][aria-disabled="true"]': {
      opacity: 1,
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      transform: 'none',
    },
  },
});
