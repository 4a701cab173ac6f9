import type { Tokens } from '@portal/ui';

const fontStack = "'Cairo Variable', 'Inter Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif";

/**
 * Oasis Play's brand as a full `Tokens` object, given to `PortalProvider` as `theme`: the kit writes it
 * as CSS variables at run time, so the lobby takes these colours with no rebuild of any package.
 * A light scheme of warm sand surfaces and one deep teal accent.
 */
export const oasisTokens: Tokens = {
  colorScheme: 'light',
  color: {
    page: '#f6efe2',
    surface: '#fffbf3',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eee3cf',
    overlay: 'rgba(8, 44, 42, 0.55)',
    text: '#10302e',
    textMuted: '#4f625e',
    textDisabled: '#97a29d',
    brandAccent: '#0f766e',
    brandAccentHover: '#0b5e58',
    brandAccentSoft: 'rgba(15, 118, 110, 0.12)',
    onBrandAccent: '#ffffff',
    link: '#0b635c',
    critical: '#b42318',
    criticalSoft: 'rgba(180, 35, 24, 0.08)',
    positive: '#17703f',
    positiveSoft: 'rgba(23, 112, 63, 0.1)',
    caution: '#8a5300',
    cautionSoft: 'rgba(138, 83, 0, 0.1)',
    info: '#155c96',
    infoSoft: 'rgba(21, 92, 150, 0.08)',
    onTone: '#ffffff',
    border: 'rgba(16, 48, 46, 0.13)',
    borderStrong: 'rgba(16, 48, 46, 0.5)',
    focusRing: '#0f766e',
    heroFrom: '#0b5e58',
    heroTo: '#8a5524',
    onHero: '#ffffff',
    cardStyles: [
      ['#d9efe9', '#f4faf7'],
      ['#f3e4c8', '#fbf5ea'],
      ['#dcebe6', '#f7f2e6'],
      ['#f0dcc3', '#fbf3e8'],
      ['#d3e8e4', '#eef6f2'],
    ],
  },
  font: { body: fontStack, heading: fontStack },
  radius: { control: '999px', card: '18px' },
  shadow: {
    raised: '0 2px 10px rgba(16, 48, 46, 0.08)',
    overlay: '0 24px 56px rgba(16, 48, 46, 0.22)',
  },
};
