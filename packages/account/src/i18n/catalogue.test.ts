import { expectCompleteCatalogue } from '@test-utils/catalogue';
import { it } from 'vitest';
import { ar } from './messages/ar';
import { en } from './messages/en';

it('the account catalogue is complete in Arabic', () => {
  expectCompleteCatalogue(en, { ar });
});
