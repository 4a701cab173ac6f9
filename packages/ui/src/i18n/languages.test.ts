import { describe, expect, it } from 'vitest';
import { directionOf, languages, resolveLanguage } from './languages';

describe('languages', () => {
  it('offers the 38 languages of the spec, Arabic first, each once with its native name', () => {
    expect(languages).toHaveLength(38);
    expect(languages[0]).toEqual({ code: 'ar', nativeName: 'العربية', dir: 'rtl' });
    expect(new Set(languages.map((l) => l.code)).size).toBe(languages.length);
    for (const l of languages) expect(l.nativeName.trim()).not.toBe('');
  });

  it('reads right to left for Arabic, Persian, Hebrew and Urdu only', () => {
    expect(languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(
      ['ur', 'fa', 'he', 'ar'].sort(
        (a, b) => languages.findIndex((l) => l.code === a) - languages.findIndex((l) => l.code === b),
      ),
    );
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('he')).toBe('rtl');
  });

  it('resolves a code to an offered language', () => {
    expect(resolveLanguage('EN').code).toBe('en');
    expect(resolveLanguage('pt-PT').code).toBe('pt');
    expect(resolveLanguage('pt-br').code).toBe('pt-BR');
    expect(resolveLanguage('zh').code).toBe('zh-CN');
    expect(resolveLanguage('xx').code).toBe('ar');
    expect(resolveLanguage(null).code).toBe('ar');
  });
});
