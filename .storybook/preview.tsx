import type { Decorator, Preview } from '@storybook/react-vite';
import { PortalProvider } from '@portal/ui';
import { partnerTheme } from '@portal/ui/themes/partner';
import { portalTheme } from '@portal/ui/themes/portal';
import '@portal/ui/fonts.css';
import { configure } from 'storybook/test';
import { preloadKit } from '../test-utils/preloadKit';
import './preview.css';

// The play functions' findBy* give up after 1 s by default: stories run in Chromium beside the other test
// projects on a 2-core machine, where a dialog can take longer than that to open.
configure({ asyncUtilTimeout: 5_000 });

const themes = { portal: portalTheme, partner: partnerTheme } as const;

/** Every story renders inside the provider, with the brand and language from the toolbar. */
const withPortal: Decorator = (Story, context) => {
  const brand = (context.globals.brand as keyof typeof themes | undefined) ?? 'portal';
  const locale = (context.globals.locale as string | undefined) ?? 'ar';
  return (
    <PortalProvider theme={themes[brand] ?? portalTheme} locale={locale}>
      <div className="story-canvas" data-layout={context.parameters.layout ?? 'padded'}>
        <Story />
      </div>
    </PortalProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withPortal],
  // What the kit loads on demand (catalogues, a member's header, the toasts) before a story renders, as a host preloads it.
  loaders: [
    async () => {
      await preloadKit();
      return {};
    },
  ],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'portal', title: 'Portal (dark)' },
          { value: 'partner', title: 'Partner (light)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'en', title: 'English (LTR)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'portal',
    locale: 'ar',
    viewport: { value: 'desktop1366', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        desktop1366: { name: 'Desktop 1366x768', styles: { width: '1366px', height: '768px' } },
        desktop1920: { name: 'Desktop 1920x1080', styles: { width: '1920px', height: '1080px' } },
      },
    },
    chromatic: { disableSnapshot: true },
  },
};

export default preview;
