import { forwardRef, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from '../Button';
import * as styles from './CountdownButton.css';
import { isThrottled, useCountdown } from './useCountdown';

export interface CountdownButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'children' | 'loading' | 'asChild'
> {
  /**
   * Sends the code. Resolve with the countdown length in seconds (60 per `expiredMinutes` returned by
   * the server), `false` when nothing was sent, or nothing to use `defaultSeconds`. A rejection leaves
   * the button ready again; the caller shows its own error.
   */
  onSend: () => Promise<number | false | void>;
  /** Minimum time between two sends, in milliseconds. */
  throttleMs?: number;
  /** Countdown length when `onSend` resolves with nothing. */
  defaultSeconds?: number;
  /** Start mid-countdown (for example when the form is reopened); the button then offers a resend. */
  initialSeconds?: number;
  /** The clock in epoch milliseconds; stories and tests pass a fixed one. */
  now?: () => number;
  /** Label before the first send; defaults to "Send code". */
  sendLabel?: string;
  /** Label after a send, once the countdown is over; defaults to "Resend code". */
  resendLabel?: string;
  /** The running label; defaults to "{{seconds}} s". */
  secondsLabel?: (seconds: number) => string;
  /** Announced once when the countdown starts. */
  startedMessage?: (seconds: number) => string;
  /** Announced once when the countdown reaches 0. */
  endedMessage?: string;
  /** Called when the countdown reaches 0. */
  onCountdownEnd?: () => void;
}

/**
 * The SMS "send code" button: sends through `onSend`, then counts down the seconds until a new code may
 * be requested. One polite live region says when the countdown starts and ends, never every tick.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  {
    onSend,
    throttleMs = 1000,
    defaultSeconds = 60,
    initialSeconds = 0,
    now = Date.now,
    sendLabel,
    resendLabel,
    secondsLabel,
    startedMessage,
    endedMessage,
    onCountdownEnd,
    disabled,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useUiPanelTranslation();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(initialSeconds > 0);
  const [announcement, setAnnouncement] = useState('');
  const countdown = useCountdown({
    initialSeconds,
    now,
    onEnd: () => {
      setAnnouncement(endedMessage ?? t('countdown.ended'));
      onCountdownEnd?.();
    },
  });
  // Refs, not state: a double click arrives before React re-renders with the pending state.
  const busy = useRef(false);
  const lastSendAt = useRef<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const counting = countdown.running;
  const unavailable = pending || counting;

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const at = now();
    if (disabled || busy.current || counting || isThrottled(lastSendAt.current, at, throttleMs)) return;
    busy.current = true;
    lastSendAt.current = at;
    setPending(true);
    let seconds: number | false | void = false;
    try {
      seconds = await onSend();
    } catch {
      seconds = false;
    } finally {
      busy.current = false;
    }
    if (!mounted.current) return;
    setPending(false);
    if (seconds === false) return;
    const length = typeof seconds === 'number' ? seconds : defaultSeconds;
    if (!(length > 0)) return;
    setSent(true);
    countdown.start(length);
    setAnnouncement(
      startedMessage?.(Math.ceil(length)) ?? t('countdown.started', { seconds: Math.ceil(length) }),
    );
  };

  const label = counting
    ? (secondsLabel?.(countdown.remaining) ?? t('countdown.seconds', { seconds: countdown.remaining }))
    : sent
      ? (resendLabel ?? t('countdown.resend'))
      : (sendLabel ?? t('countdown.send'));

  return (
    <>
      <Button
        ref={ref}
        {...rest}
        className={cx(styles.button, className)}
        disabled={disabled}
        loading={pending}
        // Stays focusable while counting (aria-disabled), so a keyboard user's focus is not thrown away.
        aria-disabled={unavailable || undefined}
        data-state={pending ? 'pending' : counting ? 'counting' : sent ? 'sent' : 'idle'}
        onClick={handleClick}
      >
        {label}
      </Button>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
});
