import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx } from '@portal/ui';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { normaliseAccountNumber, payoutAccountSchema, type MobileSettings } from '../../rules';
import { Form, formActions, formStack, FormTextField } from '../Form';
import { FormAlert, useSubmitOutcome, type SubmitOutcome } from '../private/FormAlert';
import { FormRadioCards } from '../private/FormRadioCards';
import { payoutKindIcons, payoutKinds, type PayoutKind } from '../private/payoutKinds';
import type { SmsRequestResult } from '../SmsCodeField';
import * as styles from './PayoutAccountForm.css';
import { PayoutCodeFields, type PayoutCodeTarget } from './PayoutCodeFields';

type Schema = ReturnType<typeof payoutAccountSchema>;
type Values = v.InferInput<Schema>;

export type PayoutAccountKind = PayoutKind;
export type { PayoutCodeTarget };

/** A dialing code the site offers (the platform's country code entry). */
export interface PayoutDialingCode {
  countryCode: string;
  dialingCode: string;
}

/** What the form sends (the platform's `PayoutAccountRequest`). */
export interface PayoutAccountPayload {
  kind: PayoutAccountKind;
  institution: string;
  holderName: string;
  /** As kept: a bank number without the spaces and dashes it is printed with, a wallet ID trimmed. */
  accountNumber: string;
  verificationCode: string;
  /** Only when the member had no mobile number: the number the code went to. */
  countryDialingCode?: string;
  mobileNum?: string;
}

export type PayoutAccountOutcome = SubmitOutcome;

export interface PayoutAccountFormProps {
  /** The member's mobile number, masked: the code goes there. Without it a number is asked. */
  maskedMobile?: string;
  /** The site's mobile number rule, for the number asked when there is no `maskedMobile`. */
  mobile: MobileSettings;
  /** The dialing codes offered with the number asked; give at least one when there is no `maskedMobile`. */
  dialingCodes?: readonly PayoutDialingCode[];
  /** Sends the binding code: to the member's own number (no target), or to the number typed here. */
  onRequestCode: (target?: PayoutCodeTarget) => Promise<SmsRequestResult>;
  /** Binds the account. A failure's message (a catalogue key or the platform's) shows above the button. */
  onSubmit: (payload: PayoutAccountPayload) => Promise<PayoutAccountOutcome>;
  className?: string;
}

/**
 * Binds a bank card or an e-wallet to receive withdrawals: the kind as two cards, the bank's or wallet's
 * name, the holder, the number (digits for a bank, a handle for a wallet), and the SMS code that proves
 * the member asked for it. As with the change-password form, the host decides what follows a success.
 */
export function PayoutAccountForm(props: PayoutAccountFormProps) {
  const { maskedMobile, mobile, dialingCodes, onRequestCode, onSubmit, className } = props;
  const asksMobile = !maskedMobile;
  const { t, message } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const codes = useMemo(
    () =>
      (dialingCodes ?? []).map(({ countryCode, dialingCode }) => ({
        value: dialingCode,
        label: `${countryCode} ${dialingCode}`,
      })),
    [dialingCodes],
  );
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(payoutAccountSchema({ asksMobile, mobile })),
    defaultValues: {
      kind: 'bank',
      institution: '',
      holderName: '',
      accountNumber: '',
      verificationCode: '',
      countryDialingCode: codes[0]?.value ?? '',
      mobileNum: '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = async (values: v.InferOutput<Schema>) => {
    const { institution, holderName, verificationCode } = values;
    const accountNumber = normaliseAccountNumber(values.kind, values.accountNumber);
    const target = asksMobile
      ? { countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum }
      : {};
    await run(() =>
      onSubmit({ kind: values.kind, institution, holderName, accountNumber, verificationCode, ...target }),
    );
  };
  const kindOptions = payoutKinds.map((value) => {
    const Icon = payoutKindIcons[value];
    return {
      value,
      title: t(`payout.kind.${value}`),
      detail: t(`payout.hint.${value}`),
      icon: <Icon aria-hidden size={18} />,
    };
  });

  return (
    <Form form={form} onSubmit={submit} className={cx(formStack, className)}>
      <FormRadioCards<Values>
        name="kind"
        legend={t('payout.kinds')}
        options={kindOptions}
        // The number's rule is the kind's: check it again once something was typed.
        onValueChange={() => {
          if (form.getValues('accountNumber')) void form.trigger('accountNumber');
        }}
      />
      <div className={styles.names}>
        <FormTextField<Values>
          name="institution"
          label={t(kind === 'ewallet' ? 'field.walletName' : 'field.bankName')}
          required
          autoComplete="off"
        />
        <FormTextField<Values>
          name="holderName"
          label={t('field.holderName')}
          hint={t('payout.holderHint')}
          required
          autoComplete="name"
        />
      </div>
      <FormTextField<Values>
        name="accountNumber"
        className={styles.accountNumber}
        label={t(kind === 'ewallet' ? 'field.walletNumber' : 'field.bankNumber')}
        hint={t(kind === 'ewallet' ? 'payout.walletNumberHint' : 'payout.bankNumberHint')}
        required
        // A bank's number is digits (a numeric keypad on phones); a wallet's ID may be an e-mail.
        inputMode={kind === 'ewallet' ? 'text' : 'numeric'}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PayoutCodeFields maskedMobile={maskedMobile} codes={codes} onRequestCode={onRequestCode} />
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t('action.addPayoutAccount')}
        </Button>
      </div>
    </Form>
  );
}
