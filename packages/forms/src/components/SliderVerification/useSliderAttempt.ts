import { usePrefersReducedMotion } from '@portal/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createAttemptRecorder, maxOffset } from './sliderMath';
import type { SliderTone } from './SliderPuzzle';
import type { SliderAttempt, SliderChallenge, SliderVerificationFields } from './sliderTypes';

export type SliderStatus = SliderTone | 'success';
export type SliderResult = 'success' | 'failure' | null;

export interface UseSliderAttemptOptions {
  challenge: SliderChallenge | undefined;
  verified: boolean | undefined;
  onVerify: (attempt: SliderAttempt) => Promise<SliderVerificationFields | null>;
  onVerified: (fields: SliderVerificationFields) => void;
  onRefresh: () => void;
  now?: () => number;
}

/**
 * The state of the puzzle: where the piece is, the try under way (trail and time), the check with the
 * service and its result. Focus follows a keyboard user to the verified state instead of being dropped.
 */
export function useSliderAttempt({
  challenge,
  verified,
  onVerify,
  onVerified,
  onRefresh,
  now,
}: UseSliderAttemptOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const [recorder] = useState(() => createAttemptRecorder(now));
  const [x, setX] = useState(0);
  const [status, setStatus] = useState<SliderStatus>('idle');
  const [result, setResult] = useState<SliderResult>(null);
  const [shaking, setShaking] = useState(false);
  const [seen, setSeen] = useState({ id: challenge?.id, verified });
  const root = useRef<HTMLDivElement>(null);
  const verifiedBar = useRef<HTMLDivElement>(null);
  const focusVerified = useRef(false);
  const currentId = useRef(challenge?.id);

  // A new puzzle, or the host taking the verification back, starts again from the left. The last
  // result stays in the live region until the next try.
  if (challenge?.id !== seen.id || verified !== seen.verified) {
    setSeen({ id: challenge?.id, verified });
    if (challenge?.id !== seen.id || verified === false) {
      setX(0);
      setStatus('idle');
    }
  }
  useEffect(() => {
    currentId.current = challenge?.id;
    recorder.reset();
  }, [challenge?.id, recorder]);

  const isVerified = Boolean(verified) || status === 'success';
  useLayoutEffect(() => {
    if (isVerified && focusVerified.current) verifiedBar.current?.focus();
    focusVerified.current = false;
  }, [isVerified]);

  const locked = status === 'checking' || status === 'success';
  const move = (next: number) => {
    if (locked) return;
    // A new try: the last result leaves the live region, so the next one is announced afresh.
    setResult(null);
    recorder.record(next);
    setX(next);
    setStatus((current) => (current === 'dragging' ? current : 'idle'));
  };

  const submit = async () => {
    if (!challenge || locked) return;
    const attempt = recorder.finish(challenge.id, x);
    setStatus('checking');
    setResult(null);
    let fields: SliderVerificationFields | null = null;
    try {
      fields = await onVerify(attempt);
    } catch {
      fields = null;
    }
    // A result for a puzzle that has since been replaced is of no use.
    if (currentId.current !== attempt.challengeId) return;
    if (fields) {
      focusVerified.current = Boolean(root.current?.contains(document.activeElement));
      setStatus('success');
      setResult('success');
      onVerified(fields);
    } else {
      setStatus('failure');
      setResult('failure');
      setShaking(!reducedMotion);
      onRefresh();
    }
  };

  return {
    x,
    max: challenge ? maxOffset(challenge) : 0,
    status,
    result,
    shaking,
    isVerified,
    root,
    verifiedBar,
    move,
    grab: () => {
      if (!locked) setStatus('dragging');
    },
    release: (send: boolean) => {
      if (send) void submit();
      else setStatus((current) => (current === 'dragging' ? 'idle' : current));
    },
    endShake: () => setShaking(false),
  };
}
