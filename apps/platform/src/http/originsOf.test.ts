import { describe, expect, it } from 'vitest';
import { originsOf } from './originsOf';

describe('originsOf', () => {
  it('keeps each http(s) origin once and drops the rest', () => {
    expect(
      originsOf([
        'https://www.portal.example/some/path',
        'https://www.portal.example',
        'http://localhost:8080',
        'javascript:alert(1)',
        'not an address',
      ]),
    ).toEqual(['https://www.portal.example', 'http://localhost:8080']);
  });
});
