import { afterAll, expect } from 'vitest';
import { undocumentedRefusals } from './src/http/undocumentedRefusals';

// A route that refused with a code its call's contract does not list (packages/api/src/callContracts):
// add the code to that call's `refusals`, so the OpenAPI document tells partners of it.
afterAll(() => {
  expect([...undocumentedRefusals], 'refusals missing from their calls’ contracts').toEqual([]);
});
