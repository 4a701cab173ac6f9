import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxWithdrawMinor, withdrawFormSchema } from './withdrawFormSchema';

const limits = { minMinor: 10_00, maxMinor: 5_000_00 };
const firstMessage = (amount: string, balanceMinor: number) =>
  v.safeParse(withdrawFormSchema(limits, balanceMinor), {
    amount,
    payoutAccountId: '7',
    paymentPassword: '204816',
  }).issues?.[0]?.message;

describe('withdrawFormSchema', () => {
  it('takes an amount within the limits and the balance', () => {
    expect(firstMessage('150.50', 150_50)).toBeUndefined();
  });

  it('refuses an amount above the balance', () => {
    expect(firstMessage('150.51', 150_50)).toBe('cashier.overBalance');
  });

  it('says the limits first when the amount is outside them, and the format first when it is no amount', () => {
    expect(firstMessage('6000', 1_000_00)).toBe('cashier.amountRange?min=10.00&max=5000.00');
    expect(firstMessage('12,5.0.0', 0)).toBe('cashier.amountFormat');
    expect(firstMessage('', 0)).toBe('validation.required');
  });
});

describe('maxWithdrawMinor', () => {
  it('is the balance, within the maximum, never below zero', () => {
    expect(maxWithdrawMinor(limits, 1_234_56)).toBe(1_234_56);
    expect(maxWithdrawMinor(limits, 9_000_00)).toBe(5_000_00);
    expect(maxWithdrawMinor(limits, -5_00)).toBe(0);
  });
});
