import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx, formatMoney } from '@portal/ui';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { formatMinorPlain, parseAmountText, paymentPasswordLength, type AmountLimits } from '../../rules';
import { Form, formActions, formStack, FormPasswordField, FormTextField } from '../Form';
import { FormAlert, useSubmitOutcome, type SubmitOutcome } from '../private/FormAlert';
import { FormRadioCards } from '../private/FormRadioCards';
import { payoutKindIcons, type PayoutKind } from '../private/payoutKinds';
import * as styles from './WithdrawForm.css';
import { maxWithdrawMinor, withdrawFormSchema } from './withdrawFormSchema';

type Schema = ReturnType<typeof withdrawFormSchema>;
type Values = v.InferInput<Schema>;

/** A bound payout account as the member sees it (the platform's `PayoutAccount`): its number masked. */
export interface WithdrawPayoutAccount {
  id: number;
  kind: PayoutKind;
  /** The bank's or the e-wallet's name. */
  institution: string;
  /** The last characters of the number after a mask ("•••• 4821"). */
  maskedNumber: string;
}

/** What the form sends (the platform's `WithdrawRequest`): the amount in minor units. */
export interface WithdrawPayload {
  amountMinor: number;
  payoutAccountId: number;
  paymentPassword: string;
}

export type WithdrawOutcome = SubmitOutcome;

export interface WithdrawFormProps {
  /** The amounts one withdrawal may take, in minor units. */
  limits: AmountLimits;
  /** The member's currency (ISO 4217), shown with the balance, the limits and the amount. */
  currency: string;
  /** The main wallet's balance in minor units: the most that can be withdrawn now. */
  balanceMinor: number;
  /** The bound payout accounts, in the order to show them; the first is chosen at first. */
  payoutAccounts: readonly WithdrawPayoutAccount[];
  /** Requests the withdrawal. A failure's message (a catalogue key or the platform's) shows above the button. */
  onSubmit: (payload: WithdrawPayload) => Promise<WithdrawOutcome>;
  className?: string;
}

/**
 * The cashier's withdraw form: the balance, the amount (typed, or the most that can be withdrawn), the
 * payout account as cards, and the payment password. The amount is held as soon as it is requested, so
 * the form says so before the button. As with the deposit form, the host decides what follows a success.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { limits, currency, balanceMinor, payoutAccounts, onSubmit, className } = props;
  const { t, message, locale } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(withdrawFormSchema(limits, balanceMinor)),
    defaultValues: {
      amount: '',
      payoutAccountId: String(payoutAccounts[0]?.id ?? ''),
      paymentPassword: '',
    },
  });
  const money = (minor: number) => formatMoney(minor, { locale });
  const fillMaximum = () =>
    form.setValue('amount', formatMinorPlain(maxWithdrawMinor(limits, balanceMinor)), {
      shouldValidate: true,
      shouldDirty: true,
    });
  const accounts = payoutAccounts.map((account) => {
    const Icon = payoutKindIcons[account.kind];
    return {
      value: String(account.id),
      title: account.institution,
      detail: (
        <>
          {t(`payout.kind.${account.kind}`)} ·{' '}
          <bdi dir="ltr" className={styles.maskedNumber}>
            {account.maskedNumber}
          </bdi>
        </>
      ),
      icon: <Icon aria-hidden size={18} />,
    };
  });
  const submit = async (values: v.InferOutput<Schema>) => {
    const amountMinor = parseAmountText(values.amount) as number;
    const payoutAccountId = Number(values.payoutAccountId);
    await run(() => onSubmit({ amountMinor, payoutAccountId, paymentPassword: values.paymentPassword }));
  };

  return (
    <Form form={form} onSubmit={submit} className={cx(formStack, className)}>
      <dl className={styles.balance}>
        <dt className={styles.balanceLabel}>{t('withdraw.balance')}</dt>
        <dd className={styles.balanceAmount}>
          <span>{money(balanceMinor)}</span>
          <span className={styles.currency}>{currency}</span>
        </dd>
      </dl>
      <FormTextField<Values>
        name="amount"
        label={t('field.amount')}
        hint={t('withdraw.limits', { min: money(limits.minMinor), max: money(limits.maxMinor), currency })}
        required
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        startAdornment={currency}
        endAdornment={
          <Button size="sm" variant="soft" onClick={fillMaximum}>
            {t('withdraw.max')}
          </Button>
        }
      />
      <FormRadioCards<Values> name="payoutAccountId" legend={t('withdraw.accounts')} options={accounts} />
      <FormPasswordField<Values>
        name="paymentPassword"
        label={t('field.paymentPassword')}
        required
        inputMode="numeric"
        maxLength={paymentPasswordLength}
        autoComplete="off"
      />
      <FormAlert tone="info">{t('withdraw.note')}</FormAlert>
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t('action.withdraw')}
        </Button>
      </div>
    </Form>
  );
}
