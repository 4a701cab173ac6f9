import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ overflowWrap: 'anywhere' });

/** Muted like a dialog's description; what the notice stresses stands out in the full text colour. */
export const content = style({ color: vars.color.textMuted });
globalStyle(`${content} strong, ${content} b`, { color: vars.color.text });

export const ok = style({ minInlineSize: '112px' });
