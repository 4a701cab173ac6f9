import { expect, it } from 'vitest';
import { isResetToken } from './isResetToken';

it("takes a link's 43-character base64url token and nothing else", () => {
  expect(isResetToken('a'.repeat(42) + '_')).toBe(true);
  expect(isResetToken('A-z0'.repeat(10) + 'abc')).toBe(true);
  expect(isResetToken('')).toBe(false);
  expect(isResetToken('a'.repeat(42))).toBe(false);
  expect(isResetToken('a'.repeat(44))).toBe(false);
  expect(isResetToken('a'.repeat(42) + '=')).toBe(false);
});
