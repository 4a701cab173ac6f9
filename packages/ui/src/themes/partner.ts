import { partnerThemeClass } from '../theme/brands/partner.css';
import { partnerTokens } from '../theme/partnerTokens';
import type { Theme } from '../theme/theme';

/** The light partner brand. */
export const partnerTheme: Theme = {
  name: 'partner',
  className: partnerThemeClass,
  tokens: partnerTokens,
};
export { partnerTokens };
