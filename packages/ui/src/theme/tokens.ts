/**
 * The semantic design tokens of a brand. Names say what a value is for (`brandAccent`, `critical`),
 * never what it looks like (`gold`, `red500`), so a partner re-brands by meaning.
 * One function, `makeThemeValues`, turns a `Tokens` object into the values of the theme contract.
 */
export interface Tokens {
  /** Whether the brand is a light or a dark scheme; sets `color-scheme` for native controls. */
  colorScheme: 'dark' | 'light';
  color: {
    /** The page behind everything. */
    page: string;
    /** Cards, menus, the header: one step above the page. */
    surface: string;
    /** Popovers and dialogs: two steps above the page. */
    surfaceRaised: string;
    /** Wells and inputs: below the surface. */
    surfaceSunken: string;
    /** The translucent cover behind dialogs. */
    overlay: string;
    text: string;
    /** Secondary text; must keep 4.5:1 on `surface`. */
    textMuted: string;
    textDisabled: string;
    /** The one accent of the brand: primary actions, the balance, highlights. */
    brandAccent: string;
    brandAccentHover: string;
    /** A quiet tint of the accent for selected rows and soft buttons. */
    brandAccentSoft: string;
    /** Text and icons drawn on `brandAccent`. */
    onBrandAccent: string;
    link: string;
    critical: string;
    criticalSoft: string;
    positive: string;
    positiveSoft: string;
    caution: string;
    cautionSoft: string;
    info: string;
    infoSoft: string;
    /** Text drawn on the solid tones (critical, positive, caution, info). */
    onTone: string;
    border: string;
    borderStrong: string;
    focusRing: string;
    /** Hero banners only: the two ends of the brand gradient. */
    heroFrom: string;
    heroTo: string;
    /** Text drawn on the hero gradient; must keep 4.5:1 on both of its ends. */
    onHero: string;
    /** Five calm backgrounds for game cards, picked by `nodeId % 5 + 1`. Each is [from, to]. */
    cardStyles: readonly [
      readonly [string, string],
      readonly [string, string],
      readonly [string, string],
      readonly [string, string],
      readonly [string, string],
    ];
  };
  font: {
    /** Body text; must cover Latin and Arabic (fonts fall back glyph by glyph). */
    body: string;
    /** Headings; defaults to the body family. */
    heading?: string;
  };
  radius: {
    /** Controls: buttons, inputs. */
    control: string;
    /** Cards and dialogs. */
    card: string;
  };
  shadow: {
    raised: string;
    overlay: string;
  };
}
