import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Story-only frames and the demo brand's logo. */
export const logo = style({ direction: 'ltr', color: vars.color.text });
export const logoTile = style({ fill: vars.color.brandAccentSoft });
export const logoMark = style({ fill: vars.color.brandAccent });
export const logoWord = style({ fill: 'currentColor', fontFamily: vars.font.body, fontWeight: 800 });

/** Room under the header for the open account menu, inside the story's picture. */
export const menuRoom = style({ minBlockSize: '460px' });

/** A header squeezed beside an open side menu, or on a small laptop. */
export const narrow = style({ maxInlineSize: '900px', borderInlineEnd: `1px dashed ${vars.color.border}` });
