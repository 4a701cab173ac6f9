import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Wider than the `lg` dialog, so the list and the open announcement both have room side by side.
 * `[data-size]` outranks the size class whatever order the style sheets load in.
 */
export const panel = style({
  gap: vars.space['4'],
  selectors: { '&[data-size]': { maxInlineSize: '960px' } },
});

// Room for the focus rings of the list and the pane inside the scrolling body, also when moving focus
// scrolls an item or a page button to its edge.
export const body = style({ paddingBlock: vars.space['2'], scrollPaddingBlock: vars.space['3'] });
