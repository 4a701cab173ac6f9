import { vars } from './contract.css';
import { makeThemeValues } from './makeThemeValues';
import type { Tokens } from './tokens';

type Tree = { [key: string]: string | Tree };

/** `var(--portal-color-page)` -> `--portal-color-page` */
const variableName = (reference: string): string => reference.replace(/^var\((--[^),]+).*$/, '$1');

function declarations(contract: Tree, values: Tree, out: string[]): void {
  for (const [key, reference] of Object.entries(contract)) {
    const value = values[key];
    if (typeof reference === 'string') {
      if (typeof value !== 'string') throw new Error(`Theme value for "${key}" is missing.`);
      out.push(`${variableName(reference)}:${value};`);
    } else if (value && typeof value === 'object') {
      declarations(reference, value, out);
    }
  }
}

/**
 * The CSS text that applies a partner's tokens to one selector, at run time, with no rebuild.
 * Values are a partner's own configuration; characters that could close the rule are refused.
 */
export function themeToCss(tokens: Tokens, selector: string): string {
  const out: string[] = [];
  declarations(vars as unknown as Tree, makeThemeValues(tokens) as unknown as Tree, out);
  const body = out.join('');
  if (/[{}<]/.test(body)) throw new Error('A theme value may not contain "{", "}" or "<".');
  return `${selector}{${body}}`;
}
