import { expectCompleteCatalogue } from '@test-utils/catalogue';
import { expect, it } from 'vitest';
import { ar } from './messages/ar';
import { en } from './messages/en';
import { panelsAr } from './messages/panels.ar';
import { panelsEn } from './messages/panels.en';

it('the ui catalogue is complete in Arabic', () => {
  expectCompleteCatalogue(en, { ar });
});

it('the ui panels catalogue is complete in Arabic', () => {
  expectCompleteCatalogue(panelsEn, { ar: panelsAr });
});

it("the first page's texts and the panels' share no key", () => {
  expect(Object.keys(panelsEn).filter((key) => key in en)).toEqual([]);
});
