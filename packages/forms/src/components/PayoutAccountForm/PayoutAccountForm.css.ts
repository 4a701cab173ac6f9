import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

/** The bank's and the holder's names side by side on a cashier page, one above the other in a dialog. */
export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
  gap: vars.space['4'],
});

export const accountNumber = style({});

// A number typed with spaces ('4012 8888 8888 1881') or a wallet's e-mail has no letter to set its
// direction: in Arabic its groups would read right to left. Its own text decides (left to right).
globalStyle(`${accountNumber} input`, { unicodeBidi: 'plaintext' });
