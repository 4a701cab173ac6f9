import {
  calls,
  isApiRequestError,
  uplineNoteMaxLength,
  type UplineTransferOptionsValue,
  type UplineTransferValue,
} from '@portal/api';
import { useAfterMoneyMove, useApiClient, useCall, useIdempotencyKey } from '@portal/api/react';
import { useFormsTranslation } from '@portal/forms';
import {
  amountTextRule,
  formatRuleMessage,
  parseAmountText,
  paymentPasswordLength,
  paymentPasswordRule,
} from '@portal/forms/rules';
import { Button, Dialog, EmptyState, PasswordField, TextField, usePortal } from '@portal/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { LoadFailed } from './LoadFailed';
import { PanelLoading } from './PanelLoading';
import * as own from './TransferUplinePage.css';
import { UplineTransferHistory } from './UplineTransferHistory';
import { useMoneyText } from './useMoneyText';

/** A shared rule of `@portal/forms/rules` (a valibot schema), run through its Standard Schema face. */
interface SharedRule {
  readonly '~standard': { readonly validate: (value: unknown) => unknown };
}

/** The first message of a shared rule for a value (a rule message, `key?min=…`), or undefined when it fits. */
const issueOf = (rule: SharedRule, value: unknown): string | undefined =>
  (rule['~standard'].validate(value) as { issues?: ReadonlyArray<{ message: string }> }).issues?.[0]?.message;

/** What the member is about to send, once the form's rules pass. */
interface Review {
  amountMinor: number;
  paymentPassword: string;
  note?: string;
}

type Field = 'amount' | 'paymentPassword' | 'note';

/** A titled panel of the page. */
function Panel({
  title,
  lead,
  headingRef,
  children,
}: {
  title: string;
  lead?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={headingRef ? `${styles.panelTitle} ${own.focusTarget}` : styles.panelTitle}
      >
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** The money the member may still send today (the site's daily amount less what was sent). */
const leftToday = (options: UplineTransferOptionsValue) =>
  Math.max(0, options.limits.dailyMaxMinor - options.usedToday.amountMinor);

/**
 * The transfer form: the amount (the shared money rule, within the balance and what is left of the day),
 * the payment password and an optional note. It checks, then asks `onReview` to confirm; it never sends.
 */
function TransferForm({
  options,
  failure,
  onReview,
}: {
  options: UplineTransferOptionsValue;
  failure?: string;
  onReview: (review: Review) => void;
}) {
  const { t } = useAccountTranslation();
  const { message } = useFormsTranslation();
  const { money } = useMoneyText();
  const { limits, currency, balanceMinor } = options;
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', paymentPassword: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const amountInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLInputElement>(null);
  const left = leftToday(options);
  const amountOf = (minor: number) => money(minor, currency);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const amountIssue = issueOf(amountTextRule(limits), values.amount);
    const minor = parseAmountText(values.amount);
    if (amountIssue) found.amount = message(amountIssue);
    else if (minor !== null && minor > balanceMinor)
      found.amount = message(formatRuleMessage('cashier.overBalance'));
    else if (minor !== null && minor > left) found.amount = t('upline.overDaily', { left: amountOf(left) });
    const passwordIssue = issueOf(paymentPasswordRule, values.paymentPassword);
    if (passwordIssue) found.paymentPassword = message(passwordIssue);
    if (values.note.trim().length > uplineNoteMaxLength) {
      found.note = t('upline.noteTooLong', { max: uplineNoteMaxLength });
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = (['amount', 'paymentPassword', 'note'] as const).find((field) => found[field]);
    if (first) {
      // The first field to correct takes the focus: its message is read with it.
      const inputs = { amount: amountInput, paymentPassword: passwordInput, note: noteInput };
      inputs[first].current?.focus();
      return;
    }
    const note = values.note.trim();
    onReview({
      amountMinor: parseAmountText(values.amount) as number,
      paymentPassword: values.paymentPassword,
      ...(note ? { note } : {}),
    });
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form noValidate className={own.form} onSubmit={submit}>
      <TextField
        ref={amountInput}
        label={t('upline.amount')}
        hint={t('upline.amountHint', {
          min: amountOf(limits.minMinor),
          max: amountOf(limits.maxMinor),
          left: amountOf(left),
        })}
        error={errors.amount}
        required
        size="lg"
        inputMode="decimal"
        autoComplete="off"
        startAdornment={currency}
        value={values.amount}
        onChange={change('amount')}
        onClear={() => setValues((current) => ({ ...current, amount: '' }))}
      />
      <PasswordField
        ref={passwordInput}
        label={t('upline.paymentPassword')}
        error={errors.paymentPassword}
        required
        inputMode="numeric"
        maxLength={paymentPasswordLength}
        autoComplete="off"
        value={values.paymentPassword}
        onChange={change('paymentPassword')}
        onClear={() => setValues((current) => ({ ...current, paymentPassword: '' }))}
      />
      <TextField
        ref={noteInput}
        label={t('upline.note')}
        hint={t('upline.noteHint', { max: uplineNoteMaxLength })}
        error={errors.note}
        autoComplete="off"
        value={values.note}
        onChange={change('note')}
        onClear={() => setValues((current) => ({ ...current, note: '' }))}
      />
      {failure ? (
        <p className={styles.problem} role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth>
        {t('upline.continue')}
      </Button>
    </form>
  );
}

/** The transfer just sent: the amount, to whom, its reference, and the balance after it. */
function Sent({
  transfer,
  amountMinor,
  options,
  headingRef,
  onAnother,
}: {
  transfer: UplineTransferValue;
  amountMinor: number;
  options: UplineTransferOptionsValue;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
}) {
  const { t } = useAccountTranslation();
  const { money, time } = useMoneyText();
  const amount = money(amountMinor, options.currency);
  const agent = options.agent?.name ?? '';
  return (
    <Panel title={t('upline.doneTitle')} headingRef={headingRef}>
      <p className={styles.outcome} role="status">
        {t('upline.done', { amount, agent })}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('upline.amount')}</dt>
        <dd className={`${styles.factValue} ${styles.amount}`}>{amount}</dd>
        <dt className={styles.factName}>{t('upline.recipient')}</dt>
        <dd className={styles.factValue}>
          <bdi>{agent}</bdi>
        </dd>
        <dt className={styles.factName}>{t('upline.reference')}</dt>
        <dd className={styles.factValue}>
          <bdi>{transfer.reference}</bdi>
        </dd>
        <dt className={styles.factName}>{t('upline.sentAt')}</dt>
        <dd className={styles.factValue}>{time(transfer.createdAt)}</dd>
        <dt className={styles.factName}>{t('upline.balanceAfter')}</dt>
        <dd className={styles.factValue}>{money(transfer.balanceMinor, options.currency)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAnother}>
          {t('upline.another')}
        </Button>
      </div>
    </Panel>
  );
}

export interface TransferUplinePageProps {
  /** The security centre's address, where a member without a payment password sets one. */
  securityHref?: string;
}

/**
 * Transfer to upline (spec 2.6 transferUpline): a member under an agent sends money from their main wallet
 * to the agent's, where the site allows it. The page shows the agent, the limits and what is used today,
 * then the form (amount, payment password, an optional note); a dialog states the amount and the recipient
 * before anything is sent. A transfer is sent once per intent (a retry carries the same idempotency key);
 * the balance here and in the header is read again after it, and the member's transfers are listed below.
 * A member the platform does not allow it for (no agent, or the site has it off) is told why.
 */
export function TransferUplinePage({ securityHref = '/member/security' }: TransferUplinePageProps) {
  const { t } = useAccountTranslation();
  const { money } = useMoneyText();
  const { linkComponent: Link } = usePortal();
  const options = useCall(calls.uplineTransferOptions);
  const client = useApiClient();
  const keys = useIdempotencyKey();
  const failureOutcome = useFailureOutcome();
  const afterMoneyMove = useAfterMoneyMove();
  const [review, setReview] = useState<Review>();
  const [reviewOpen, setReviewOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<{ transfer: UplineTransferValue; amountMinor: number }>();
  // A new form after each transfer (its fields empty); bumped history after each one.
  const [changes, setChanges] = useState(0);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const sentNow = useRef(false);

  useEffect(() => {
    if (sent && sentNow.current) sentHeading.current?.focus();
  }, [sent]);

  const send = async () => {
    if (!review || sending) return;
    const { amountMinor, paymentPassword, note } = review;
    // The intent is the amount and the note; a mistyped payment password is refused before the key is
    // claimed, so the retry with the right one is the same intent.
    const idempotencyKey = keys.keyFor({ amountMinor, note: note ?? '' });
    setSending(true);
    try {
      const transfer = await client.call(
        calls.uplineTransfer,
        { amountMinor, paymentPassword, ...(note ? { note } : {}) },
        { idempotencyKey },
      );
      keys.done();
      sentNow.current = true;
      setSent({ transfer, amountMinor });
      setFailure(undefined);
      setChanges((count) => count + 1);
      setReviewOpen(false);
      void afterMoneyMove();
      void options.mutate();
    } catch (error) {
      // A refusal the platform stored (over the balance, the day's limits) would be answered again for
      // this key: the next attempt is a new intent. Only a request still in flight keeps its key.
      if (isApiRequestError(error) && error.status > 0 && error.code !== 'IDEMPOTENCY_IN_FLIGHT') keys.done();
      setFailure(failureOutcome(error).message);
      setReviewOpen(false);
      // What the refusal may have changed (the day's use, the balance, the site's switch).
      if (isApiRequestError(error) && error.status > 0) void options.mutate();
    } finally {
      setSending(false);
    }
  };

  if (options.error && !options.data) {
    return <LoadFailed title={t('upline.loadFailed')} onRetry={() => void options.mutate()} />;
  }
  if (!options.data) return <PanelLoading lines={6} />;
  const data = options.data;
  const currencyOf = (minor: number) => money(minor, data.currency);

  if (!data.allowed) {
    const disabled = data.reason === 'disabled';
    return (
      <>
        <EmptyState
          headingLevel={2}
          title={t(disabled ? 'upline.disabled' : 'upline.noAgent')}
          description={t(disabled ? 'upline.disabledHint' : 'upline.noAgentHint')}
        />
        {/* Transfers made before the site switched them off stay the member's to see. */}
        {disabled ? <UplineTransferHistory version={changes} /> : null}
      </>
    );
  }

  const agent = data.agent?.name ?? '';
  const countLeft = data.limits.dailyCount - data.usedToday.count;
  const usedUp = countLeft <= 0 || leftToday(data) < data.limits.minMinor;
  let step: ReactNode;
  if (!data.paymentPasswordSet) {
    step = (
      <div className={own.step}>
        <h3 className={own.stepTitle}>{t('upline.step.paymentPassword')}</h3>
        <p className={styles.lead}>{t('upline.step.paymentPasswordLead')}</p>
        <div className={styles.actions}>
          <Button asChild variant="secondary">
            <Link href={securityHref}>{t('upline.toSecurity')}</Link>
          </Button>
        </div>
      </div>
    );
  } else if (usedUp) {
    step = (
      <EmptyState
        size="compact"
        headingLevel={3}
        title={t('upline.dailyUsed')}
        description={t('upline.dailyUsedHint', {
          count: data.limits.dailyCount,
          amount: currencyOf(data.limits.dailyMaxMinor),
        })}
      />
    );
  } else {
    step = (
      <TransferForm
        key={changes}
        options={data}
        failure={failure}
        onReview={(next) => {
          setFailure(undefined);
          setReview(next);
          setReviewOpen(true);
        }}
      />
    );
  }

  return (
    <>
      {sent ? (
        <Sent
          transfer={sent.transfer}
          amountMinor={sent.amountMinor}
          options={data}
          headingRef={sentHeading}
          onAnother={() => {
            sentNow.current = false;
            setSent(undefined);
          }}
        />
      ) : (
        <Panel title={t('upline.formTitle')} lead={t('upline.lead')}>
          <dl className={styles.facts}>
            <dt className={styles.factName}>{t('upline.recipient')}</dt>
            <dd className={styles.factValue}>
              <bdi>{agent}</bdi>
            </dd>
            <dt className={styles.factName}>{t('upline.balance')}</dt>
            <dd className={styles.factValue}>{currencyOf(data.balanceMinor)}</dd>
            <dt className={styles.factName}>{t('upline.perTransfer')}</dt>
            <dd className={styles.factValue}>
              {t('upline.range', {
                min: currencyOf(data.limits.minMinor),
                max: currencyOf(data.limits.maxMinor),
              })}
            </dd>
            <dt className={styles.factName}>{t('upline.todayCount')}</dt>
            <dd className={styles.factValue}>
              {t('upline.countOf', { count: data.usedToday.count, max: data.limits.dailyCount })}
            </dd>
            <dt className={styles.factName}>{t('upline.todayAmount')}</dt>
            <dd className={styles.factValue}>
              {t('upline.amountOf', {
                amount: currencyOf(data.usedToday.amountMinor),
                max: currencyOf(data.limits.dailyMaxMinor),
              })}
            </dd>
          </dl>
          {step}
        </Panel>
      )}
      <Dialog.Root open={reviewOpen} onOpenChange={(open) => !sending && setReviewOpen(open)}>
        <Dialog.Content
          size="sm"
          onCloseAutoFocus={(event) => {
            // Sent: focus goes to what happened, not to the form's button, which is gone.
            if (sentNow.current) event.preventDefault();
          }}
        >
          <Dialog.Title>{t('upline.confirmTitle')}</Dialog.Title>
          {review ? (
            <>
              <Dialog.Description>
                {t('upline.confirmText', { amount: currencyOf(review.amountMinor), agent })}
              </Dialog.Description>
              <dl className={own.review}>
                <dt className={styles.factName}>{t('upline.amount')}</dt>
                <dd className={own.reviewAmount}>{currencyOf(review.amountMinor)}</dd>
                <dt className={styles.factName}>{t('upline.recipient')}</dt>
                <dd className={own.note}>
                  <bdi>{agent}</bdi>
                </dd>
                {review.note ? (
                  <>
                    <dt className={styles.factName}>{t('upline.column.note')}</dt>
                    <dd className={own.note}>
                      <bdi>{review.note}</bdi>
                    </dd>
                  </>
                ) : null}
              </dl>
              <Dialog.Footer>
                <Button variant="secondary" disabled={sending} onClick={() => setReviewOpen(false)}>
                  {t('upline.back')}
                </Button>
                <Button loading={sending} onClick={() => void send()}>
                  {t('upline.confirm', { amount: currencyOf(review.amountMinor) })}
                </Button>
              </Dialog.Footer>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
      <UplineTransferHistory version={changes} />
    </>
  );
}
