import { createGlobalThemeContract } from '@vanilla-extract/css';

const toKebab = (segment: string): string => segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The theme contract: every CSS variable the kit reads, with stable names prefixed `--portal-`.
 * Partners may set these variables directly; the names are part of the public API and never change
 * within a major version.
 */
export const vars = createGlobalThemeContract(
  {
    colorScheme: null,
    color: {
      page: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      overlay: null,
      text: null,
      textMuted: null,
      textDisabled: null,
      brandAccent: null,
      brandAccentHover: null,
      brandAccentSoft: null,
      onBrandAccent: null,
      link: null,
      critical: null,
      criticalSoft: null,
      positive: null,
      positiveSoft: null,
      caution: null,
      cautionSoft: null,
      info: null,
      infoSoft: null,
      onTone: null,
      border: null,
      borderStrong: null,
      focusRing: null,
      onHero: null,
    },
    gradient: {
      hero: null,
      card1: null,
      card2: null,
      card3: null,
      card4: null,
      card5: null,
    },
    font: {
      body: null,
      heading: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    space: {
      '1': null,
      '2': null,
      '3': null,
      '4': null,
      '5': null,
      '6': null,
      '8': null,
      '10': null,
      '12': null,
    },
    radius: {
      control: null,
      card: null,
      full: null,
    },
    shadow: {
      raised: null,
      overlay: null,
    },
    motion: {
      fast: null,
      normal: null,
      slow: null,
      easing: null,
    },
    focus: {
      ringWidth: null,
    },
    zIndex: {
      sticky: null,
      overlay: null,
      toast: null,
    },
  },
  (_value, path) => `portal-${path.map(toKebab).join('-')}`,
);

export type ThemeVars = typeof vars;
