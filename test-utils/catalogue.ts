import { expect } from 'vitest';

/** A catalogue is complete when every language has exactly the English keys, none empty. */
export function expectCompleteCatalogue(
  en: Record<string, string>,
  others: Record<string, Record<string, string>>,
): void {
  for (const [lng, messages] of Object.entries(others)) {
    expect(Object.keys(messages).sort(), `${lng} keys`).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), `${lng} ${key}`).not.toBe('');
      // Every placeholder of the English text must survive translation.
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(text), `${lng} ${key} placeholders`).toEqual(placeholders(en[key] ?? ''));
    }
  }
}
