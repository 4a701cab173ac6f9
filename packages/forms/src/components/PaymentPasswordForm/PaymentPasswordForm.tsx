import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx } from '@portal/ui';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { paymentPasswordLength, paymentPasswordSchema } from '../../rules';
import { Form, formActions, formStack, FormPasswordField } from '../Form';
import { FormAlert, useSubmitOutcome, type SubmitOutcome } from '../private/FormAlert';

type Schema = ReturnType<typeof paymentPasswordSchema>;
type Values = v.InferInput<Schema>;

/**
 * What the form sends (the platform's `PaymentPasswordRequest`): the new payment password, its
 * confirmation, and one proof: the login password to set it, the current payment password to change it.
 */
export interface PaymentPasswordPayload {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export type PaymentPasswordOutcome = SubmitOutcome;

export interface PaymentPasswordFormProps {
  /** The member has a payment password: it is changed (proved by the current one), not set. */
  isSet: boolean;
  /** Sets or changes it. A failure's message (a catalogue key or the platform's) shows above the button. */
  onSubmit: (payload: PaymentPasswordPayload) => Promise<PaymentPasswordOutcome>;
  className?: string;
}

/** The digit-only inputs: a numeric keypad on phones, and no more digits than the rule takes. */
const digits = { inputMode: 'numeric', maxLength: paymentPasswordLength } as const;

/**
 * Sets the payment password that every withdrawal asks for (proved by the login password), or changes
 * it (proved by the current payment password): the new 6 digits and their confirmation. As with the
 * change-password form, the host decides what follows a success (a toast, closing the dialog).
 */
export function PaymentPasswordForm({ isSet, onSubmit, className }: PaymentPasswordFormProps) {
  const { t, message } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(paymentPasswordSchema({ isSet })),
    defaultValues: {
      loginPassword: '',
      oldPaymentPassword: '',
      newPaymentPassword: '',
      confirmPaymentPassword: '',
    },
  });
  const submit = async (values: v.InferOutput<Schema>) => {
    const { newPaymentPassword, confirmPaymentPassword } = values;
    // The schema keeps both proofs' fields (the other one empty): only the one that applies is sent.
    const proof = isSet
      ? { oldPaymentPassword: values.oldPaymentPassword }
      : { loginPassword: values.loginPassword };
    await run(() => onSubmit({ ...proof, newPaymentPassword, confirmPaymentPassword }));
  };

  return (
    <Form form={form} onSubmit={submit} className={cx(formStack, className)}>
      <FormAlert tone="info">{t('paymentPassword.about', { length: paymentPasswordLength })}</FormAlert>
      {isSet ? (
        <FormPasswordField<Values>
          name="oldPaymentPassword"
          label={t('field.oldPaymentPassword')}
          required
          autoComplete="off"
          {...digits}
        />
      ) : (
        <FormPasswordField<Values>
          name="loginPassword"
          label={t('field.loginPassword')}
          required
          autoComplete="current-password"
        />
      )}
      <FormPasswordField<Values>
        name="newPaymentPassword"
        label={t(isSet ? 'field.newPaymentPassword' : 'field.paymentPassword')}
        required
        autoComplete="new-password"
        {...digits}
      />
      <FormPasswordField<Values>
        name="confirmPaymentPassword"
        label={t('field.confirmPaymentPassword')}
        required
        autoComplete="new-password"
        {...digits}
      />
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t(isSet ? 'action.changePaymentPassword' : 'action.setPaymentPassword')}
        </Button>
      </div>
    </Form>
  );
}
