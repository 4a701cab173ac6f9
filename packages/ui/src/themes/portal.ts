import { portalThemeClass } from '../theme/brands/portal.css';
import { portalTokens } from '../theme/portalTokens';
import type { Theme } from '../theme/theme';

/** The default portal brand (dark). */
export const portalTheme: Theme = { name: 'portal', className: portalThemeClass, tokens: portalTokens };
export { portalTokens };
