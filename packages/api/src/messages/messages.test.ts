import { expectCompleteCatalogue } from '@test-utils/catalogue';
import { describe, expect, it } from 'vitest';
import { errors } from '../errors';
import { apiMessages } from './index';

const { en, ar } = apiMessages;

// Texts allowed to read the same in both languages (brand or proper names); none yet.
const sameInBothLanguages = new Set<string>();

describe('api messages', () => {
  it('has an English and an Arabic text for every error the platform can answer', () => {
    for (const [code, { message }] of Object.entries(errors)) {
      expect(en, `en ${code}`).toHaveProperty([message]);
      expect(ar, `ar ${code}`).toHaveProperty([message]);
    }
  });

  it('is complete in Arabic: the same keys, no empty text, the same placeholders', () => {
    expectCompleteCatalogue(en, { ar });
  });

  it('translates every text into Arabic script', () => {
    for (const [key, text] of Object.entries(ar)) {
      if (!sameInBothLanguages.has(key)) {
        expect(text, key).not.toBe(en[key as keyof typeof en]);
      }
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
