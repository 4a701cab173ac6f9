import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { characterLength, fieldSchema, fitsRule } from './fieldRule';

const firstMessage = (schema: ReturnType<typeof fieldSchema>, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('fieldSchema', () => {
  const digits = fieldSchema({ required: true, patternId: 6, minLength: 6, maxLength: 8 });

  it('trims and returns the cleaned value', () => {
    expect(v.parse(digits, '  1234567 ')).toBe('1234567');
  });

  it('says "Input cannot be empty" for an empty or blank required value', () => {
    expect(firstMessage(digits, '')).toBe('validation.required');
    expect(firstMessage(digits, '   ')).toBe('validation.required');
    expect(firstMessage(digits, undefined)).toBe('validation.required');
  });

  it('checks the length bounds inclusively, with min and max in the message', () => {
    expect(firstMessage(digits, '123456')).toBeNull();
    expect(firstMessage(digits, '12345678')).toBeNull();
    expect(firstMessage(digits, '12345')).toBe('reg_pattern_6?min=6&max=8');
    expect(firstMessage(digits, '123456789')).toBe('reg_pattern_6?min=6&max=8');
    expect(firstMessage(digits, '12345a')).toBe('reg_pattern_6?min=6&max=8');
  });

  it('lets an optional field stay empty but checks any value given', () => {
    const optional = fieldSchema({ required: false, patternId: 4, minLength: 2, maxLength: 4 });
    expect(firstMessage(optional, '')).toBeNull();
    expect(firstMessage(optional, '  ')).toBeNull();
    expect(firstMessage(optional, 'a!')).toBe('reg_pattern_4?min=2&max=4');
  });

  it("accepts everything within bounds with the accepted pattern '*'", () => {
    const any = fieldSchema({
      required: true,
      acceptedPattern: '*',
      patternId: 6,
      minLength: 1,
      maxLength: 5,
    });
    expect(firstMessage(any, 'abc!')).toBeNull();
    expect(firstMessage(any, 'abcdef')).toBe('reg_pattern_6?min=1&max=5');
  });

  it("applies the platform's accepted pattern as well as the pattern id", () => {
    const rule = { acceptedPattern: '[a-z]+', patternId: 9 as const };
    expect(fitsRule('abc', rule)).toBe(true);
    expect(fitsRule('ABC', rule)).toBe(false);
  });

  it('ignores an invalid accepted pattern rather than throwing', () => {
    const error = console.error;
    console.error = () => {};
    expect(fitsRule('abc', { acceptedPattern: '([', patternId: 4 })).toBe(true);
    console.error = error;
  });

  it('counts characters as people do (an emoji is one)', () => {
    expect(characterLength('😀😀')).toBe(2);
    const short = fieldSchema({ required: true, patternId: 0, maxLength: 2 });
    expect(firstMessage(short, '😀😀')).toBeNull();
  });

  it('never trims when told not to', () => {
    const raw = fieldSchema({ required: true, trim: false, patternId: 6 });
    expect(firstMessage(raw, ' 123')).toBe('reg_pattern_6?min=0&max=0');
  });
});
