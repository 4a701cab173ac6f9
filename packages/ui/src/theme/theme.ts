import type { Tokens } from './tokens';

/** A brand built at compile time: a class that sets the contract's variables, and the tokens behind it. */
export interface Theme {
  name: string;
  className: string;
  tokens: Tokens;
}

/** What a provider accepts: a built brand, or a partner's token object applied at run time. */
export type ThemeInput = Theme | Tokens;

export const isBuiltTheme = (theme: ThemeInput): theme is Theme =>
  typeof (theme as Partial<Theme>).className === 'string';
