import { Button, IconButton, isolate } from '@portal/ui';
import { CircleAlert, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { feedbackLimits } from '../../rules';
import * as styles from './FeedbackForm.css';
import type { AttachedImage, RefusedImage } from './useFeedbackImages';

/** A file name keeps its own direction inside a sentence of the other one ("photo (1).png" in Arabic). */

export interface FeedbackImagesProps {
  images: readonly AttachedImage[];
  refused: readonly RefusedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  label: string;
  attachLabel: string;
  dropHint: string;
  /** How many images may be attached (the feedback's 3 by default). */
  max?: number;
}

/**
 * The attachment area: a drop zone whose button opens the file picker, the kept images as thumbnails
 * with a remove button each, and one line per refused file with its own reason.
 */
export function FeedbackImages({
  images,
  refused,
  onAdd,
  onRemove,
  label,
  attachLabel,
  dropHint,
  max = feedbackLimits.maxImages,
}: FeedbackImagesProps) {
  const { t, message } = useFormsTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const attach = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const full = images.length >= max;

  // The removed thumbnail took the focus with it: hand it to its neighbour, or back to the button.
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? attach.current)?.focus();
  }, [images]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.currentTarget.files ?? []));
    // The same file may be picked again after its removal.
    event.currentTarget.value = '';
  };
  const over = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(true);
  };
  const leave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={styles.attachments}>
      <span id={`${id}-label`} className={styles.attachmentsLabel}>
        {label}
      </span>
      <div
        className={styles.dropZone}
        data-slot="drop-zone"
        data-state={dragging ? 'over' : undefined}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
      >
        <span aria-hidden className={styles.dropIcon}>
          <ImagePlus size={22} />
        </span>
        <div className={styles.dropText}>
          <div className={styles.dropActions}>
            <Button
              ref={attach}
              variant="secondary"
              size="sm"
              // Full, it stays focusable (focus is not lost after the third image) but opens nothing.
              aria-disabled={full || undefined}
              aria-describedby={`${id}-hint ${id}-count`}
              onClick={() => {
                if (!full) input.current?.click();
              }}
            >
              {attachLabel}
            </Button>
            <span id={`${id}-count`} className={styles.dropCount}>
              {t('feedback.counter', { count: images.length, max })}
            </span>
          </div>
          <p id={`${id}-hint`} className={styles.dropHint}>
            {dropHint}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          hidden
          multiple={max > 1}
          tabIndex={-1}
          accept={feedbackLimits.imageTypes.join(',')}
          aria-label={attachLabel}
          onChange={pick}
        />
      </div>
      {images.length > 0 ? (
        <ul ref={list} className={styles.previews} aria-labelledby={`${id}-label`}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.preview}>
              <img src={image.url} alt={image.file.name} className={styles.thumbnail} />
              <span aria-hidden className={styles.caption}>
                {image.file.name}
              </span>
              <IconButton
                size="sm"
                variant="secondary"
                className={styles.remove}
                label={t('feedback.removeImage', { name: image.file.name })}
                icon={<X size={14} strokeWidth={2.5} />}
                onClick={() => {
                  focusAfterRemoval.current = index;
                  onRemove(image.id);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-live="polite" className={styles.liveRegion}>
        {refused.length > 0 ? (
          <ul className={styles.refused}>
            {refused.map((file) => (
              <li key={file.id} className={styles.refusedItem}>
                <CircleAlert aria-hidden size={16} className={styles.refusedIcon} />
                <span>
                  {t('feedback.refusedFile', { name: isolate(file.name), reason: message(file.message) })}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
