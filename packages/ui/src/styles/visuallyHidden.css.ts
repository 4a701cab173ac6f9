import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './visuallyHiddenRule';

/** Hidden from sight, still read by assistive technology (live regions, extra labels). */
export const visuallyHidden = style(visuallyHiddenRule);
