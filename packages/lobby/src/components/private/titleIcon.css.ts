import { surface } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

/** The round accent badge before a lobby panel's title (the winner board, the poker rooms). */
export const titleIcon = style([
  surface.accentPill,
  {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '32px',
    blockSize: '32px',
  },
]);
