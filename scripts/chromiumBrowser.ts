import { playwright } from '@vitest/browser-playwright';

/** The system Chromium (Debian's `chromium`); no browser is ever downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium from dialling out on a machine with no network but the registries. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/** A fresh vitest browser-mode config (one object per project, never shared). */
export function chromiumBrowser(viewport: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const, viewport }],
  };
}
