import { style } from '@vanilla-extract/css';

/** For icons that point somewhere (chevrons, arrows): mirrored when the text reads right to left. */
export const flipInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
