import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx, formatMoney, latinNumberFormat } from '@portal/ui';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type { FormsMessageKey } from '../../i18n/messages/en';
import { amountTextRule, minorPerMajor, parseAmountText, type AmountLimits } from '../../rules';
import { Form, formActions, formStack, FormTextField } from '../Form';
import { FormAlert, useSubmitOutcome, type SubmitOutcome } from '../private/FormAlert';
import * as styles from './DepositForm.css';

/** A deposit channel on offer: its code ('ewallet', 'bank', 'crypto') and the amounts it takes. */
export interface DepositChannelChoice extends AmountLimits {
  channel: string;
}

/** What the form sends: the chosen channel and the amount in minor units. */
export interface DepositPayload {
  channel: string;
  amountMinor: number;
}

export type DepositOutcome = SubmitOutcome;

interface Values {
  channel: string;
  amount: string;
}

/** Whole amounts offered as one-tap choices (major units), where the channel takes them. */
const defaultQuickAmounts = [50, 100, 500, 1000];

const schemaFor = (limits: AmountLimits | undefined) =>
  v.object({ channel: v.string(), amount: limits ? amountTextRule(limits) : v.string() });

export interface DepositFormProps {
  /** The channels on offer, in the order to show them; the first is chosen at first. */
  channels: readonly DepositChannelChoice[];
  /** The member's currency (ISO 4217), shown with the limits and the amount. */
  currency: string;
  /** Starts the deposit. A failure's message (a catalogue key or the platform's) shows above the button. */
  onSubmit: (payload: DepositPayload) => Promise<DepositOutcome>;
  /** Whole amounts offered as one-tap choices; those outside a channel's limits are left out. */
  quickAmounts?: readonly number[];
  className?: string;
}

/**
 * The cashier's deposit form (spec 2.6 depositv2): a channel as a set of radio cards with the amounts
 * each takes, and the amount, typed or picked, checked with the platform's own rule for the channel.
 */
export function DepositForm({
  channels,
  currency,
  onSubmit,
  quickAmounts = defaultQuickAmounts,
  className,
}: DepositFormProps) {
  const { t, message, locale } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const limitsOf = (channel: string) => channels.find((choice) => choice.channel === channel);
  const resolver: Resolver<Values> = (values, ...rest) =>
    valibotResolver(schemaFor(limitsOf(values.channel)))(values, ...rest);
  const form = useForm<Values>({
    resolver,
    defaultValues: { channel: channels[0]?.channel ?? '', amount: '' },
  });
  const channel = useController({ control: form.control, name: 'channel' });
  const chosen = limitsOf(channel.field.value);
  const range = (limits: AmountLimits) =>
    t('deposit.limits', {
      min: formatMoney(limits.minMinor, { locale }),
      max: formatMoney(limits.maxMinor, { locale }),
      currency,
    });
  const offered = chosen
    ? quickAmounts.filter((major) => {
        const minor = major * minorPerMajor;
        return minor >= chosen.minMinor && minor <= chosen.maxMinor;
      })
    : [];
  const amount = useWatch({ control: form.control, name: 'amount' });
  const submit = async (values: Values) => {
    const amountMinor = parseAmountText(values.amount) as number;
    await run(() => onSubmit({ channel: values.channel, amountMinor }));
  };

  return (
    <Form form={form} onSubmit={submit} className={cx(formStack, className)}>
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('deposit.channels')}</legend>
        {channels.map((choice) => (
          <label key={choice.channel} className={styles.channel}>
            <input
              type="radio"
              className={styles.radio}
              name={channel.field.name}
              value={choice.channel}
              checked={channel.field.value === choice.channel}
              onChange={() => {
                channel.field.onChange(choice.channel);
                // The amount's rule is the channel's: check it again once something was typed.
                if (form.getValues('amount')) void form.trigger('amount');
              }}
              onBlur={channel.field.onBlur}
            />
            <span className={styles.channelName}>
              {t(`deposit.channel.${choice.channel}` as FormsMessageKey, { defaultValue: choice.channel })}
            </span>
            <span className={styles.channelHint}>
              {t(`deposit.hint.${choice.channel}` as FormsMessageKey, { defaultValue: '' })}
            </span>
            <span className={styles.channelLimits}>{range(choice)}</span>
          </label>
        ))}
      </fieldset>
      <FormTextField<Values>
        name="amount"
        label={t('field.amount')}
        hint={chosen ? range(chosen) : undefined}
        required
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        endAdornment={currency}
      />
      {offered.length > 0 ? (
        <div className={styles.quickAmounts} role="group" aria-label={t('deposit.quickAmounts')}>
          {offered.map((major) => (
            <button
              key={major}
              type="button"
              className={styles.quickAmount}
              aria-pressed={amount === String(major)}
              onClick={() => form.setValue('amount', String(major), { shouldValidate: true })}
            >
              {latinNumberFormat(locale).format(major)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t(`action.deposit.${channel.field.value}` as FormsMessageKey, {
            defaultValue: t('action.deposit.ewallet'),
          })}
        </Button>
      </div>
    </Form>
  );
}
