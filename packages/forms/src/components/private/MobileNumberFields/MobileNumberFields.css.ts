import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

/** The dialing code beside the number: narrow and wide, both labels on one line. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 32%) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['3'],
});

export const code = style({});

// '+966' has no letter to set its direction: read on its own it stays '+966' in Arabic, not '966+'.
globalStyle(`${code} select`, { unicodeBidi: 'plaintext' });
