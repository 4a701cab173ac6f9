import { expectCompleteCatalogue } from '@test-utils/catalogue';
import { expect, it } from 'vitest';
import { ar } from './messages/ar';
import { en } from './messages/en';
import { sectionsAr } from './messages/sections.ar';
import { sectionsEn } from './messages/sections.en';

it('the portal catalogue is complete in Arabic', () => {
  expectCompleteCatalogue(en, { ar });
  expectCompleteCatalogue(sectionsEn, { ar: sectionsAr });
});

it("the first page's texts and the sections' share no key", () => {
  expect(Object.keys(sectionsEn).filter((key) => key in en)).toEqual([]);
});
