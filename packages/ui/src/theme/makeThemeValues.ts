import type { Tokens } from './tokens';

/** The contract's leaves as plain strings: what `createTheme` and the runtime theme both consume. */
export interface ThemeValues {
  colorScheme: string;
  color: Record<Exclude<keyof Tokens['color'], 'heroFrom' | 'heroTo' | 'cardStyles'>, string>;
  gradient: Record<'hero' | 'card1' | 'card2' | 'card3' | 'card4' | 'card5', string>;
  font: { body: string; heading: string };
  fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
  lineHeight: Record<'tight' | 'normal', string>;
  fontWeight: Record<'regular' | 'medium' | 'bold', string>;
  space: Record<'1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12', string>;
  radius: Record<'control' | 'card' | 'full', string>;
  shadow: Record<'raised' | 'overlay', string>;
  motion: Record<'fast' | 'normal' | 'slow' | 'easing', string>;
  focus: { ringWidth: string };
  zIndex: Record<'sticky' | 'overlay' | 'toast', string>;
}

const px = (n: number): string => `${n}px`;

/**
 * Turns a brand's semantic tokens into every value of the theme contract. The scales that do not vary
 * by brand (space on a 4 px grid, the modular type scale, motion) are decided here once.
 */
export function makeThemeValues(tokens: Tokens): ThemeValues {
  const { heroFrom, heroTo, cardStyles, ...color } = tokens.color;
  const cardGradient = ([from, to]: readonly [string, string]): string =>
    `linear-gradient(160deg, ${from} 0%, ${to} 100%)`;
  return {
    colorScheme: tokens.colorScheme,
    color,
    gradient: {
      hero: `linear-gradient(120deg, ${heroFrom} 0%, ${heroTo} 100%)`,
      card1: cardGradient(cardStyles[0]),
      card2: cardGradient(cardStyles[1]),
      card3: cardGradient(cardStyles[2]),
      card4: cardGradient(cardStyles[3]),
      card5: cardGradient(cardStyles[4]),
    },
    font: { body: tokens.font.body, heading: tokens.font.heading ?? tokens.font.body },
    // 12 / 14 / 16 / 20 / 24 / 32: a modular scale that leaves room for Arabic's taller glyphs.
    fontSize: { xs: px(12), sm: px(14), md: px(16), lg: px(20), xl: px(24), xxl: px(32) },
    lineHeight: { tight: '1.3', normal: '1.6' },
    fontWeight: { regular: '400', medium: '500', bold: '700' },
    space: {
      '1': px(4),
      '2': px(8),
      '3': px(12),
      '4': px(16),
      '5': px(20),
      '6': px(24),
      '8': px(32),
      '10': px(40),
      '12': px(48),
    },
    radius: { control: tokens.radius.control, card: tokens.radius.card, full: '9999px' },
    shadow: tokens.shadow,
    motion: {
      fast: '150ms',
      normal: '200ms',
      slow: '250ms',
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    },
    focus: { ringWidth: px(2) },
    zIndex: { sticky: '10', overlay: '1000', toast: '1100' },
  };
}
