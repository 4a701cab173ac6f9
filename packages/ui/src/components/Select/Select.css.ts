import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const chevronSize = '18px';

/** The select fills its box, so a click anywhere on the field opens it. */
export const box = style({ paddingInline: 0 });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space['3']} + ${chevronSize} + ${vars.space['2']})`,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // The placeholder (the empty, disabled first option) reads as a placeholder, not as a value.
    '&:has(> option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

export const selectSize = styleVariants({
  md: { paddingInlineStart: vars.space['3'] },
  lg: { paddingInlineStart: vars.space['4'] },
});

// The open list is drawn by the browser: give it the brand's surface and text, whatever the select shows.
globalStyle(`${select} option`, { color: vars.color.text, backgroundColor: vars.color.surfaceRaised });
globalStyle(`${select} option:disabled`, { color: vars.color.textDisabled });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  inlineSize: chevronSize,
  blockSize: chevronSize,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  selectors: { '[data-disabled] > &': { color: vars.color.textDisabled } },
});
