import { describe, expect, it } from 'vitest';
import { fail, isEnvelope, ok } from './envelope';

describe('envelope', () => {
  it('wraps a value and an error', () => {
    expect(ok({ status: 0 })).toEqual({ success: true, value: { status: 0 } });
    expect(fail('BAD_INPUT', 'errors.badInput')).toEqual({
      success: false,
      code: 'BAD_INPUT',
      message: 'errors.badInput',
    });
  });

  it('recognises an envelope and nothing else', () => {
    expect(isEnvelope({ success: false })).toBe(true);
    expect(isEnvelope({ success: 'yes' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('ok')).toBe(false);
  });
});
