import { style } from '@vanilla-extract/css';

/** The forms fill the modal's panel. */
export const form = style({ inlineSize: '100%' });
