import { describe, expect, it } from 'vitest';
import { languageName, orderLiveModels } from './liveModels';

describe('orderLiveModels', () => {
  it('puts online models first and keeps the order within each group', () => {
    const models = [
      { id: 'a', online: false },
      { id: 'b', online: true },
      { id: 'c', online: false },
      { id: 'd', online: true },
    ];
    expect(orderLiveModels(models).map((model) => model.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(models.map((model) => model.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('languageName', () => {
  it("names the language in the reader's language", () => {
    expect(languageName('th', 'en')).toBe('Thai');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('en', 'ar')).toBe('الإنجليزية');
  });

  it('falls back to the code for what is not a language code', () => {
    expect(languageName('not a code', 'en')).toBe('not a code');
    expect(languageName('', 'en')).toBe('');
  });
});
