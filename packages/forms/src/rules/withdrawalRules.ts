import * as v from 'valibot';
import { mobileRule, requiredText, smsCodeRule, type MobileSettings } from './accountRules';
import { amountTextRule, type AmountLimits } from './cashierRules';
import { fieldSchema } from './fieldRule';
import { formatRuleMessage } from './ruleMessage';

type Text = v.GenericSchema<string, string>;

/** A text field a body may leave out: missing reads as empty, so it gets its own field's message. */
const field = (schema: v.GenericSchema<string, string>) => v.optional(schema, '') as unknown as Text;

/** The payment password: 6 digits, as the registration's paymentPassword field (pattern 6, 6 to 6). */
export const paymentPasswordLength = 6;

export const paymentPasswordRule = fieldSchema({
  required: true,
  patternId: 6,
  minLength: paymentPasswordLength,
  maxLength: paymentPasswordLength,
  trim: false,
  messageKey: 'cashier.paymentPasswordFormat',
});

/**
 * Setting the payment password (proved by the login password) or changing it (proved by the current one):
 * the new one 6 digits, and its confirmation equal to it.
 */
export function paymentPasswordSchema(options: { isSet: boolean }) {
  return v.pipe(
    v.object({
      loginPassword: field(options.isSet ? v.string() : requiredText()),
      oldPaymentPassword: field(options.isSet ? requiredText() : v.string()),
      newPaymentPassword: field(paymentPasswordRule),
      confirmPaymentPassword: field(requiredText()),
    }),
    v.forward(
      v.partialCheck(
        [['newPaymentPassword'], ['confirmPaymentPassword']],
        (input) => input.confirmPaymentPassword === input.newPaymentPassword,
        formatRuleMessage('validation.confirmMismatch'),
      ),
      ['confirmPaymentPassword'],
    ),
  );
}

/** The bounds of a payout account's fields (characters as people count them). */
export const payoutAccountLimits = {
  institution: { min: 2, max: 40 },
  holderName: { min: 2, max: 60 },
  bankNumber: { min: 8, max: 30 },
  walletNumber: { min: 4, max: 64 },
  maxAccounts: 5,
} as const;

// A bank account or card number is digits (the spaces a card is printed with are dropped); an e-wallet's
// is its handle: letters, digits and the signs wallets use (an e-mail or a phone number fits).
const bankNumber = /^[0-9]+$/;
const walletNumber = /^[A-Za-z0-9@.+_-]+$/;

/** An account number as it is kept: without the spaces and dashes a card number is printed with. */
export const normaliseAccountNumber = (kind: 'bank' | 'ewallet', text: string): string =>
  kind === 'bank' ? text.replace(/[\s-]/g, '') : text.trim();

/** Whether a (normalised) account number fits its kind. */
export function fitsAccountNumber(kind: 'bank' | 'ewallet', number: string): boolean {
  const { min, max } = kind === 'bank' ? payoutAccountLimits.bankNumber : payoutAccountLimits.walletNumber;
  const pattern = kind === 'bank' ? bankNumber : walletNumber;
  return number.length >= min && number.length <= max && pattern.test(number);
}

/** The message of an account number that does not fit its kind. */
export const accountNumberMessage = (kind: 'bank' | 'ewallet') => {
  const { min, max } = kind === 'bank' ? payoutAccountLimits.bankNumber : payoutAccountLimits.walletNumber;
  return formatRuleMessage(kind === 'bank' ? 'cashier.bankNumber' : 'cashier.walletNumber', { min, max });
};

const nameRule = (bounds: { min: number; max: number }) =>
  fieldSchema({
    required: true,
    minLength: bounds.min,
    maxLength: bounds.max,
    patternId: 0,
    messageKey: 'cashier.nameLength',
  });

/**
 * Binding a payout account: the kind, the bank's or wallet's name, the holder's name, the number (digits
 * for a bank, a handle for an e-wallet), the SMS code; and a mobile number when the member has none.
 */
export function payoutAccountSchema(options: { asksMobile: boolean; mobile: MobileSettings }) {
  return v.pipe(
    v.object({
      kind: v.picklist(['bank', 'ewallet'], formatRuleMessage('validation.required')),
      institution: field(nameRule(payoutAccountLimits.institution)),
      holderName: field(nameRule(payoutAccountLimits.holderName)),
      accountNumber: field(requiredText()),
      verificationCode: field(smsCodeRule),
      countryDialingCode: field(options.asksMobile ? requiredText() : v.string()),
      mobileNum: field(options.asksMobile ? (mobileRule(options.mobile) as Text) : v.string()),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { kind, accountNumber } = dataset.value;
      if (!fitsAccountNumber(kind, normaliseAccountNumber(kind, accountNumber))) {
        addIssue({
          message: accountNumberMessage(kind),
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: 'accountNumber',
              value: accountNumber,
            },
          ],
        });
      }
    }),
  );
}

/** A withdrawal as typed: the amount within the site's limits, a payout account chosen, the payment password. */
export function withdrawSchema(limits: AmountLimits) {
  return v.object({
    amount: field(amountTextRule(limits)),
    payoutAccountId: field(requiredText('cashier.payoutAccountRequired')),
    paymentPassword: field(paymentPasswordRule),
  });
}
