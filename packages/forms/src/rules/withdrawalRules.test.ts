import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fitsAccountNumber,
  normaliseAccountNumber,
  paymentPasswordSchema,
  payoutAccountSchema,
  withdrawSchema,
} from './withdrawalRules';

/** Each field's first message, or 'ok'. */
const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return 'ok';
  return Object.fromEntries(
    result.issues.map((issue) => [String(issue.path?.map((item) => item.key).join('.')), issue.message]),
  );
};

describe('withdrawal rules', () => {
  it('asks for the login password to set a payment password, and the old one to change it', () => {
    const fresh = { newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect(messagesOf(paymentPasswordSchema({ isSet: false }), { ...fresh, loginPassword: 'secret1' })).toBe(
      'ok',
    );
    expect(messagesOf(paymentPasswordSchema({ isSet: false }), fresh)).toEqual({
      loginPassword: 'validation.required',
    });
    expect(messagesOf(paymentPasswordSchema({ isSet: true }), { ...fresh, oldPaymentPassword: '' })).toEqual({
      oldPaymentPassword: 'validation.required',
    });
    for (const bad of ['12345', '1234567', '12 456', 'abcdef', '١٢٣٤٥٦']) {
      expect(
        messagesOf(paymentPasswordSchema({ isSet: false }), {
          loginPassword: 'x',
          newPaymentPassword: bad,
          confirmPaymentPassword: bad,
        }),
        bad,
      ).toEqual({ newPaymentPassword: 'cashier.paymentPasswordFormat?min=6&max=6' });
    }
    expect(
      messagesOf(paymentPasswordSchema({ isSet: false }), {
        loginPassword: 'x',
        newPaymentPassword: '123456',
        confirmPaymentPassword: '654321',
      }),
    ).toEqual({ confirmPaymentPassword: 'validation.confirmMismatch' });
  });

  it('reads a bank number without its spaces, and an e-wallet handle as typed', () => {
    expect(normaliseAccountNumber('bank', '4000 1234-5678 9010')).toBe('4000123456789010');
    expect(normaliseAccountNumber('ewallet', ' layla@wallet ')).toBe('layla@wallet');
    expect(fitsAccountNumber('bank', '40001234')).toBe(true);
    expect(fitsAccountNumber('bank', '4000123')).toBe(false);
    expect(fitsAccountNumber('bank', '4000123x')).toBe(false);
    expect(fitsAccountNumber('ewallet', '+966512345678')).toBe(true);
    expect(fitsAccountNumber('ewallet', 'a b')).toBe(false);
  });

  it('checks a payout account, asking for a mobile only when the member has none', () => {
    const account = {
      kind: 'bank',
      institution: 'Al Rajhi Bank',
      holderName: 'Layla Haddad',
      accountNumber: '4000 1234 5678 9010',
      verificationCode: '123456',
    };
    const mobile = { mobileMinLength: 7, mobileMaxLength: 11 };
    expect(messagesOf(payoutAccountSchema({ asksMobile: false, mobile }), account)).toBe('ok');
    expect(messagesOf(payoutAccountSchema({ asksMobile: true, mobile }), account)).toEqual({
      countryDialingCode: 'validation.required',
      mobileNum: 'validation.required',
    });
    expect(
      messagesOf(payoutAccountSchema({ asksMobile: false, mobile }), {
        ...account,
        kind: 'ewallet',
        accountNumber: 'not a handle',
        institution: 'X',
        verificationCode: '12',
      }),
    ).toEqual({
      institution: 'cashier.nameLength?min=2&max=40',
      verificationCode: 'validation.codeInvalid',
      accountNumber: 'cashier.walletNumber?min=4&max=64',
    });
  });

  it('checks a withdrawal as typed: amount within limits, an account chosen, the payment password', () => {
    const schema = withdrawSchema({ minMinor: 50_00, maxMinor: 20_000_00 });
    expect(messagesOf(schema, { amount: '٣٠٠', payoutAccountId: '4', paymentPassword: '123456' })).toBe('ok');
    expect(messagesOf(schema, { amount: '10', payoutAccountId: '', paymentPassword: '' })).toEqual({
      amount: 'cashier.amountRange?min=50.00&max=20000.00',
      payoutAccountId: 'cashier.payoutAccountRequired',
      paymentPassword: 'validation.required',
    });
  });
});
