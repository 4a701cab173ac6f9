import { describe, expect, it } from 'vitest';
import {
  applyDocumentLanguage,
  languageStorageKey,
  readStoredLanguage,
  storeLanguage,
} from './languageStorage';

describe('language storage', () => {
  it('defaults to Arabic and remembers a choice', () => {
    localStorage.clear();
    expect(readStoredLanguage()).toBe('ar');
    storeLanguage('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('ignores an unknown stored value and blocked storage', () => {
    localStorage.setItem(languageStorageKey, 'klingon');
    expect(readStoredLanguage()).toBe('ar');
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredLanguage(blocked)).toBe('ar');
  });

  it('sets lang and dir on the document', () => {
    applyDocumentLanguage('fa');
    expect(document.documentElement).toHaveAttribute('lang', 'fa');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
