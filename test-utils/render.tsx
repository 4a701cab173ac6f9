import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalProvider, type ThemeInput } from '@portal/ui';
import { partnerTheme } from '@portal/ui/themes/partner';
import { portalTheme } from '@portal/ui/themes/portal';

export interface PortalRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** 'ar' (right to left, the default language) or 'en'. */
  locale?: string;
  theme?: ThemeInput | 'portal' | 'partner';
}

/** Renders inside a PortalProvider, as every host does. */
export function renderWithPortal(ui: ReactElement, options: PortalRenderOptions = {}): RenderResult {
  const { locale = 'en', theme = 'portal', ...rest } = options;
  const resolved = theme === 'portal' ? portalTheme : theme === 'partner' ? partnerTheme : theme;
  return render(ui, {
    wrapper: ({ children }) => (
      <PortalProvider locale={locale} theme={resolved}>
        {children}
      </PortalProvider>
    ),
    ...rest,
  });
}

/** Both directions, for `describe.each`: every component test runs in Arabic (rtl) and English (ltr). */
export const directions = [
  { locale: 'ar', dir: 'rtl' },
  { locale: 'en', dir: 'ltr' },
] as const;
