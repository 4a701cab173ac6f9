import { cx, focusRing } from '@portal/ui';
import { ChevronsRight } from 'lucide-react';
import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import * as styles from './SliderVerification.css';
import { offsetForDrag, offsetForKey } from './sliderMath';
import type { SliderChallenge } from './sliderTypes';

export type SliderTone = 'idle' | 'dragging' | 'checking' | 'failure';

export interface SliderPuzzleProps {
  challenge: SliderChallenge;
  /** The piece's offset in background pixels. */
  x: number;
  max: number;
  tone: SliderTone;
  shaking: boolean;
  handleLabel: string;
  describedBy: string;
  onGrab: () => void;
  onMove: (x: number) => void;
  /** The handle was let go, or Enter/Space pressed; `submit` is false for a click without a drag. */
  onRelease: (submit: boolean) => void;
  onShakeEnd: () => void;
}

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The picture and the track. Always left to right inside (dir="ltr"): the image is not mirrored, so
 * the handle moves the way the piece does in Arabic too. Pointer events serve mouse, pen and touch.
 */
export function SliderPuzzle({
  challenge,
  x,
  max,
  tone,
  shaking,
  handleLabel,
  describedBy,
  onGrab,
  onMove,
  onRelease,
  onShakeEnd,
}: SliderPuzzleProps) {
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; startX: number; startClientX: number; moved: boolean } | null>(null);
  const busy = tone === 'checking';
  const handleSize = `max(40px, ${pct(challenge.pieceSize, challenge.width)})`;
  const ratio = max > 0 ? x / max : 0;
  const trackVars = {
    '--slider-handle-size': handleSize,
    '--slider-ratio': String(ratio),
  } as CSSProperties;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    handle.current?.focus();
    handle.current?.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, startX: x, startClientX: event.clientX, moved: false };
    onGrab();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const travel =
      (track.current?.getBoundingClientRect().width ?? 0) -
      (handle.current?.getBoundingClientRect().width ?? 0);
    current.moved = current.moved || event.clientX !== current.startClientX;
    onMove(offsetForDrag(current.startX, event.clientX - current.startClientX, travel, max));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, submit: boolean) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    if (handle.current?.hasPointerCapture?.(event.pointerId))
      handle.current.releasePointerCapture(event.pointerId);
    onRelease(submit && current.moved);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRelease(true);
      return;
    }
    const next = offsetForKey(event.key, event.shiftKey, x, max);
    if (next === null) return;
    event.preventDefault();
    onMove(next);
  };

  return (
    <div
      dir="ltr"
      className={styles.puzzle}
      data-shake={shaking || undefined}
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) onShakeEnd();
      }}
    >
      <div className={styles.scene} style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}>
        <img className={styles.background} src={challenge.background} alt="" draggable={false} />
        <img
          className={styles.piece}
          src={challenge.piece}
          alt=""
          draggable={false}
          data-tone={tone}
          style={{
            insetInlineStart: pct(x, challenge.width),
            insetBlockStart: pct(challenge.pieceY, challenge.height),
            inlineSize: pct(challenge.pieceSize, challenge.width),
          }}
        />
      </div>
      <div ref={track} className={styles.track} data-tone={tone} style={trackVars}>
        <span aria-hidden className={styles.fill} />
        <div
          ref={handle}
          role="slider"
          tabIndex={0}
          aria-label={handleLabel}
          aria-describedby={describedBy}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          className={cx(styles.handle, focusRing)}
          data-tone={tone}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, true)}
          onPointerCancel={(event) => endDrag(event, false)}
          onKeyDown={onKeyDown}
        >
          <ChevronsRight aria-hidden size={20} strokeWidth={2.25} />
        </div>
      </div>
    </div>
  );
}
