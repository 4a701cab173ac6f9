import { cx, IconButton, Skeleton, visuallyHidden } from '@portal/ui';
import { CircleCheck, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { CaptchaInput } from '../CaptchaField';
import { SliderPuzzle } from './SliderPuzzle';
import * as styles from './SliderVerification.css';
import type { SliderAttempt, SliderCaptcha, SliderChallenge, SliderVerificationFields } from './sliderTypes';
import { useSliderAttempt } from './useSliderAttempt';

export interface SliderVerificationProps {
  /** The puzzle; undefined while it loads. */
  challenge: SliderChallenge | undefined;
  /** Checks a try with the service: the extra login fields, or null when the piece did not fit. */
  onVerify: (attempt: SliderAttempt) => Promise<SliderVerificationFields | null>;
  /** Asks the host for a new puzzle (after a failure, or when the person asks for one). */
  onRefresh: () => void;
  /** Called once with the fields of a passed verification. */
  onVerified: (fields: SliderVerificationFields) => void;
  /**
   * The captcha the service asks for with each try after repeated misses: a captcha field shows above
   * the puzzle and its answer goes with the next try (`attempt.captcha`), then empties.
   */
  captcha?: SliderCaptcha;
  /**
   * Shows the verified state (the host keeps the fields); a passed try shows it too. Turning it from
   * true to false (for example after a failed login) starts the puzzle again.
   */
  verified?: boolean;
  /** The visible instruction; defaults to the forms key 'slider.label'. */
  label?: string;
  /** The handle's name; defaults to 'slider.handle'. */
  handleLabel?: string;
  /** The refresh button's name; defaults to 'slider.refresh'. */
  refreshLabel?: string;
  /** The clock of the attempt's timing, in milliseconds (tests pass their own). */
  now?: () => number;
  className?: string;
}

/** The width of the placeholder while the first puzzle loads (the usual size of a puzzle). */
const defaultWidth = 320;

/**
 * The drag puzzle that yields the extra login fields: drag the handle (mouse or touch) or use the
 * arrow keys until the piece fits, then let go or press Enter. One polite live region says whether it
 * passed; a failure shakes the puzzle (not under reduced motion) and asks for a new one.
 */
export function SliderVerification({
  challenge,
  onVerify,
  onRefresh,
  onVerified,
  captcha,
  verified,
  label,
  handleLabel,
  refreshLabel,
  now,
  className,
}: SliderVerificationProps) {
  const { t } = useFormsTranslation();
  const id = useId();
  const [answer, setAnswer] = useState('');
  // A captcha answers one try: the next try needs the next image.
  const verify = (attempt: SliderAttempt) => {
    if (!captcha) return onVerify(attempt);
    setAnswer('');
    return onVerify({ ...attempt, captcha: answer.trim() });
  };
  const { x, max, status, result, shaking, isVerified, root, verifiedBar, grab, move, release, endShake } =
    useSliderAttempt({ challenge, verified, onVerify: verify, onVerified, onRefresh, now });
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  return (
    <div
      ref={root}
      role="group"
      aria-labelledby={labelId}
      aria-busy={!challenge && !isVerified ? true : undefined}
      className={cx(styles.root, className)}
      style={{ maxInlineSize: challenge?.width ?? defaultWidth }}
      data-state={isVerified ? 'verified' : challenge ? status : 'loading'}
    >
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label ?? t('slider.label')}
        </span>
        {isVerified ? null : (
          <IconButton
            size="sm"
            label={refreshLabel ?? t('slider.refresh')}
            icon={<RotateCw size={16} />}
            disabled={!challenge || status === 'checking'}
            onClick={onRefresh}
          />
        )}
      </div>
      {captcha && !isVerified ? (
        <CaptchaInput
          name="sliderCaptcha"
          image={captcha.image}
          onRefresh={captcha.onRefresh}
          hint={t('slider.captchaHint')}
          required
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          disabled={status === 'checking'}
          now={now}
        />
      ) : null}
      {isVerified ? (
        <div ref={verifiedBar} tabIndex={-1} className={styles.verified}>
          <CircleCheck aria-hidden size={20} className={styles.verifiedIcon} />
          <span>{t('slider.verified')}</span>
        </div>
      ) : challenge ? (
        <SliderPuzzle
          challenge={challenge}
          x={x}
          max={max}
          tone={status === 'success' ? 'idle' : status}
          shaking={shaking}
          handleLabel={handleLabel ?? t('slider.handle')}
          describedBy={`${labelId} ${hintId}`}
          onGrab={grab}
          onMove={move}
          onRelease={release}
          onShakeEnd={endShake}
        />
      ) : (
        <div className={styles.loading}>
          <Skeleton shape="rect" inlineSize="100%" blockSize="auto" className={styles.loadingScene} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={44} />
          <span className={visuallyHidden}>{t('slider.loading')}</span>
        </div>
      )}
      <span id={hintId} className={visuallyHidden}>
        {t('slider.keyboardHint')}
      </span>
      <p role="status" className={styles.status} data-tone={result ?? undefined}>
        {result ? t(`slider.${result}`) : null}
      </p>
    </div>
  );
}
