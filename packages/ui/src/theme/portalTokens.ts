import type { Tokens } from './tokens';

const fontBody = "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif";

/** The default portal brand: a calm, premium night-time casino with one warm gold accent. */
export const portalTokens: Tokens = {
  colorScheme: 'dark',
  color: {
    page: '#0c0a1d',
    surface: '#16132e',
    surfaceRaised: '#201c3f',
    surfaceSunken: '#0f0d24',
    overlay: 'rgba(6, 5, 16, 0.72)',
    text: '#f4f2ff',
    textMuted: '#b5b0d4',
    textDisabled: '#77729a',
    brandAccent: '#f2c14e',
    brandAccentHover: '#f7d27a',
    brandAccentSoft: 'rgba(242, 193, 78, 0.14)',
    onBrandAccent: '#1c1403',
    link: '#f7d27a',
    critical: '#ff7a86',
    criticalSoft: 'rgba(255, 122, 134, 0.14)',
    positive: '#45d99b',
    positiveSoft: 'rgba(69, 217, 155, 0.14)',
    caution: '#ffb547',
    cautionSoft: 'rgba(255, 181, 71, 0.14)',
    info: '#6cbcff',
    infoSoft: 'rgba(108, 188, 255, 0.14)',
    onTone: '#0c0a1d',
    border: 'rgba(181, 176, 212, 0.18)',
    borderStrong: 'rgba(181, 176, 212, 0.6)',
    focusRing: '#f7d27a',
    heroFrom: '#c42a8f',
    heroTo: '#5b3be0',
    onHero: '#ffffff',
    cardStyles: [
      ['#2a2150', '#171331'],
      ['#1f2a55', '#141833'],
      ['#35204f', '#1a1230'],
      ['#222d4a', '#13172c'],
      ['#2d2447', '#181428'],
    ],
  },
  font: { body: fontBody },
  radius: { control: '8px', card: '14px' },
  shadow: {
    raised: '0 4px 16px rgba(0, 0, 0, 0.35)',
    overlay: '0 24px 64px rgba(0, 0, 0, 0.55)',
  },
};
