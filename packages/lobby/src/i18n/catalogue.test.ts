import { expectCompleteCatalogue } from '@test-utils/catalogue';
import { it } from 'vitest';
import { ar } from './messages/ar';
import { en } from './messages/en';
import { screensAr } from './messages/screens.ar';
import { screensEn } from './messages/screens.en';

it('the lobby catalogue is complete in Arabic', () => {
  expectCompleteCatalogue(en, { ar });
  expectCompleteCatalogue(screensEn, { ar: screensAr });
});
