import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx, formatMoney, IconButton } from '@portal/ui';
import { flipInRtl } from '@portal/ui/style';
import { ArrowRightLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import {
  formatMinorPlain,
  mainWalletName,
  parseAmountText,
  walletTransferSchema,
  type TransferWalletBalance,
} from '../../rules';
import { Form, formActions, formStack, FormSelectField, FormTextField } from '../Form';
import { FormAlert, useSubmitOutcome, type SubmitOutcome } from '../private/FormAlert';
import * as styles from './WalletTransferForm.css';
import { initialDirection, otherSideAfter, type TransferDirection } from './transferDirection';

type Schema = ReturnType<typeof walletTransferSchema>;
type Values = v.InferInput<Schema>;

/**
 * After the direction turned: the amount's ceiling is the new source wallet's balance, so the amount is
 * checked again once something was typed, and the direction once it was refused.
 */
function recheckAfterTurn(form: UseFormReturn<Values, unknown, v.InferOutput<Schema>>) {
  if (form.getValues('amount')) void form.trigger('amount');
  if (form.getFieldState('to').error) void form.trigger('to');
}

/** One of the member's wallets (the platform's `WalletBalance`): 'main', or a vendor's. */
export interface WalletTransferWallet extends TransferWalletBalance {
  /** The wallet's name in the member's language; left empty, the main wallet reads 'Main wallet'. */
  label: string;
}

/** What the form sends (the platform's `walletTransfer`): one side the main wallet, the amount in minor units. */
export interface WalletTransferPayload {
  from: string;
  to: string;
  amountMinor: number;
}

export type WalletTransferOutcome = SubmitOutcome;

export interface WalletTransferFormProps {
  /** The member's wallets with their balances: the main wallet (`'main'`) first, then the vendors'. */
  wallets: readonly WalletTransferWallet[];
  /** The member's currency (ISO 4217), shown with the balances and the amount. */
  currency: string;
  /** The wallet the money leaves at first; the side left out faces the main wallet. */
  from?: string;
  /** The wallet the money enters at first (a wallet card's "Transfer in"). */
  to?: string;
  /**
   * Moves the money. A failure's message (a catalogue key or the platform's) shows above the button; after
   * a success the amount clears and the host passes the wallets' new balances.
   */
  onSubmit: (payload: WalletTransferPayload) => Promise<WalletTransferOutcome>;
  className?: string;
}

/**
 * The transfer-fund page's form (spec 2.6 transferFund): "From" and "To" with a swap between them, one
 * side always the main wallet; the source wallet's balance; and the amount, typed or the whole balance.
 */
export function WalletTransferForm(props: WalletTransferFormProps) {
  const { wallets, currency, from, to, onSubmit, className } = props;
  const { t, message, locale } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const start = initialDirection(
    wallets.map((wallet) => wallet.name),
    from,
    to,
  );
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(walletTransferSchema(wallets)),
    defaultValues: { ...start, amount: '' },
  });
  const money = (minor: number) => formatMoney(minor, { locale });
  const labelOf = (wallet: WalletTransferWallet) =>
    wallet.label || (wallet.name === mainWalletName ? t('wallet.main') : wallet.name);
  // An option is plain text: the label is isolated (FSI ... PDI) so that a Latin vendor name in an Arabic
  // list keeps the balance and its currency in the same order as an Arabic name does.
  const options = wallets.map((wallet) => ({
    value: wallet.name,
    label: t('wallet.option', {
      wallet: `\u2068${labelOf(wallet)}\u2069`,
      amount: money(wallet.balanceMinor),
      currency,
    }),
  }));
  const sourceName = useWatch({ control: form.control, name: 'from' });
  const source = wallets.find((wallet) => wallet.name === sourceName);

  const direction = useRef<TransferDirection>(start);
  useEffect(
    () =>
      // A side the member chose moves the other one, so that one side stays the main wallet.
      form.subscribe({
        name: ['from', 'to'],
        formState: { values: true },
        callback: ({ values, name, type }) => {
          if (type === 'change' && (name === 'from' || name === 'to')) {
            const other = name === 'from' ? 'to' : 'from';
            const next = otherSideAfter(values[name], direction.current[name], values[other]);
            if (next !== values[other]) form.setValue(other, next);
            recheckAfterTurn(form);
          }
          direction.current = { from: form.getValues('from'), to: form.getValues('to') };
        },
      }),
    [form],
  );
  const swap = () => {
    const { from: source, to: target } = form.getValues();
    form.setValue('from', target);
    form.setValue('to', source);
    recheckAfterTurn(form);
  };
  const fillAll = () =>
    form.setValue('amount', formatMinorPlain(source?.balanceMinor ?? 0), {
      shouldValidate: true,
      shouldDirty: true,
    });
  const submit = async (values: v.InferOutput<Schema>) => {
    const amountMinor = parseAmountText(values.amount) as number;
    const outcome = await run(() => onSubmit({ from: values.from, to: values.to, amountMinor }));
    if (outcome.ok) form.reset({ ...form.getValues(), amount: '' });
  };

  return (
    <Form form={form} onSubmit={submit} className={cx(formStack, className)}>
      <div className={styles.direction}>
        <FormSelectField<Values>
          name="from"
          label={t('wallet.from')}
          options={options}
          className={styles.side}
        />
        <IconButton
          className={styles.swap}
          variant="secondary"
          label={t('wallet.swap')}
          icon={<ArrowRightLeft size={18} className={flipInRtl} />}
          onClick={swap}
        />
        <FormSelectField<Values> name="to" label={t('wallet.to')} options={options} className={styles.side} />
      </div>
      {source ? (
        <dl className={styles.balance}>
          <dt className={styles.balanceLabel}>{t('wallet.available', { wallet: labelOf(source) })}</dt>
          <dd className={styles.balanceAmount}>
            <span>{money(source.balanceMinor)}</span>
            <span className={styles.currency}>{currency}</span>
          </dd>
        </dl>
      ) : null}
      <FormTextField<Values>
        name="amount"
        label={t('field.amount')}
        required
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        startAdornment={currency}
        endAdornment={
          <Button size="sm" variant="soft" onClick={fillAll}>
            {t('wallet.all')}
          </Button>
        }
      />
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t('action.transfer')}
        </Button>
      </div>
    </Form>
  );
}
