import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mainWalletName, walletTransferSchema } from './walletTransferRules';

const wallets = [
  { name: 'main', balanceMinor: 1_234_56 },
  { name: 'pg', balanceMinor: 250_00 },
  { name: 'ag', balanceMinor: 0 },
];
const schema = walletTransferSchema(wallets);

/** Every message, by field, as the form would show them (the first of each field). */
const messages = (input: { from: string; to: string; amount: string }) => {
  const result = v.safeParse(schema, input);
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) ?? '';
    byField[field] ??= issue.message;
  }
  return byField;
};

describe('walletTransferSchema', () => {
  it('takes a transfer either way between the main wallet and a vendor, up to the whole source wallet', () => {
    expect(mainWalletName).toBe('main');
    expect(v.safeParse(schema, { from: 'main', to: 'pg', amount: '1234.56' }).success).toBe(true);
    expect(v.safeParse(schema, { from: 'pg', to: 'main', amount: '250' }).success).toBe(true);
    expect(v.safeParse(schema, { from: 'pg', to: 'main', amount: '١٥٠٫٥' }).success).toBe(true);
    expect(v.parse(schema, { from: 'main', to: 'pg', amount: '1,000.5' }).amount).toBe('1,000.5');
  });

  it('says what is wrong with the amount: required, format, more than 0, at most the source wallet', () => {
    expect(messages({ from: 'main', to: 'pg', amount: '' })).toEqual({ amount: 'validation.required' });
    expect(messages({ from: 'main', to: 'pg', amount: '12,5.0.0' })).toEqual({
      amount: 'cashier.amountFormat',
    });
    expect(messages({ from: 'main', to: 'pg', amount: '-5' })).toEqual({ amount: 'cashier.amountFormat' });
    expect(messages({ from: 'main', to: 'pg', amount: '0.00' })).toEqual({
      amount: 'cashier.amountPositive',
    });
    expect(messages({ from: 'main', to: 'pg', amount: '1234.57' })).toEqual({ amount: 'cashier.overWallet' });
    expect(messages({ from: 'pg', to: 'main', amount: '250.01' })).toEqual({ amount: 'cashier.overWallet' });
    expect(messages({ from: 'ag', to: 'main', amount: '0.01' })).toEqual({ amount: 'cashier.overWallet' });
  });

  it('keeps one side on the main wallet and the two sides apart, saying so on `to`', () => {
    expect(messages({ from: 'main', to: 'main', amount: '10' })).toEqual({ to: 'wallet.sameWallet' });
    expect(messages({ from: 'pg', to: 'pg', amount: '10' })).toEqual({ to: 'wallet.sameWallet' });
    expect(messages({ from: 'pg', to: 'ag', amount: '10' })).toEqual({ to: 'wallet.mainSide' });
  });

  it('asks for two of the member wallets', () => {
    expect(messages({ from: '', to: 'pg', amount: '10' })).toEqual({ from: 'validation.required' });
    expect(messages({ from: 'main', to: 'sexy', amount: '10' })).toEqual({ to: 'wallet.unknown' });
    // Without a known source there is no balance to compare with: the direction's message comes alone.
    expect(messages({ from: 'nope', to: 'main', amount: '10' })).toEqual({ from: 'wallet.unknown' });
  });
});
