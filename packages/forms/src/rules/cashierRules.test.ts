import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountTextRule, formatMinorPlain, minorAmountRule, parseAmountText } from './cashierRules';

const limits = { minMinor: 10_00, maxMinor: 5_000_00 };
const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : result.issues[0].message;
};

describe('cashier rules', () => {
  it('reads typed amounts as minor units, never through a float', () => {
    expect(parseAmountText('150')).toBe(150_00);
    expect(parseAmountText('150.5')).toBe(150_50);
    expect(parseAmountText(' 1,500.25 ')).toBe(1_500_25);
    expect(parseAmountText('0.29')).toBe(29);
    expect(parseAmountText('١٥٠٫٥')).toBe(150_50);
    expect(parseAmountText('۲۰۰')).toBe(200_00);
    for (const bad of ['', '.5', '1.234', '-5', '1e3', 'abc', '12.', '9999999999999']) {
      expect(parseAmountText(bad), bad).toBeNull();
    }
  });

  it('formats minor units with 2 decimals and its sign', () => {
    expect(formatMinorPlain(0)).toBe('0.00');
    expect(formatMinorPlain(5)).toBe('0.05');
    expect(formatMinorPlain(123_456)).toBe('1234.56');
    expect(formatMinorPlain(-50)).toBe('-0.50');
  });

  it('keeps an amount within the limits, with the same message on both sides', () => {
    const range = 'cashier.amountRange?min=10.00&max=5000.00';
    expect(messageOf(minorAmountRule(limits), 10_00)).toBe(10_00);
    expect(messageOf(minorAmountRule(limits), 9_99)).toBe(range);
    expect(messageOf(minorAmountRule(limits), 5_000_01)).toBe(range);
    expect(messageOf(minorAmountRule(limits), 10.5)).toBe(range);
    expect(messageOf(amountTextRule(limits), '5000')).toBe('5000');
    expect(messageOf(amountTextRule(limits), '5000.01')).toBe(range);
    expect(messageOf(amountTextRule(limits), '12,5x')).toBe('cashier.amountFormat');
    expect(messageOf(amountTextRule(limits), '')).toBe('validation.required');
  });
});
