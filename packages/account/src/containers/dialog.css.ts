import { style } from '@vanilla-extract/css';

/** The forms fill the dialog's panel. */
export const form = style({ inlineSize: '100%' });
