import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/** A CSS length; a number means pixels. */
export type SkeletonLength = string | number;

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `text` (lines of copy), `rect` (an image or a card) or `circle` (an avatar). Defaults to `text`. */
  shape?: SkeletonShape;
  /** Width: `100%` for text and rect, 40px for a circle by default. */
  inlineSize?: SkeletonLength;
  /** Height of one line, the rect or the circle: `0.9em`, 96px and the width by default. */
  blockSize?: SkeletonLength;
  /** For `text`, how many lines; the last one is shorter. Defaults to 1. */
  lines?: number;
}

const defaults: Record<SkeletonShape, { inline: SkeletonLength; block?: SkeletonLength }> = {
  text: { inline: '100%', block: '0.9em' },
  rect: { inline: '100%', block: 96 },
  circle: { inline: 40 },
};

const length = (value: SkeletonLength): string => (typeof value === 'number' ? `${value}px` : value);
/** `createVar()` gives `var(--name)`; an inline style needs the bare `--name`. */
const varName = (cssVar: string): string => cssVar.slice(4, -1);

/**
 * A placeholder drawn where content is loading. It is hidden from assistive technology: the region
 * that loads says so once (for example with `aria-busy` and a status text).
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', inlineSize, blockSize, lines = 1, className, style, ...rest },
  ref,
) {
  const inline = length(inlineSize ?? defaults[shape].inline);
  const block = length(blockSize ?? defaults[shape].block ?? inlineSize ?? defaults[shape].inline);
  const sizes = {
    ...style,
    [varName(styles.inlineSizeVar)]: inline,
    [varName(styles.blockSizeVar)]: block,
  } as CSSProperties;
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;

  if (count === 1)
    return (
      <span
        ref={ref}
        aria-hidden
        data-slot="skeleton"
        data-shape={shape}
        className={cx(styles.bone, styles.shape[shape], className)}
        style={sizes}
        {...rest}
      />
    );
  return (
    <span
      ref={ref}
      aria-hidden
      data-slot="skeleton"
      data-shape={shape}
      className={cx(styles.group, className)}
      style={sizes}
      {...rest}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={cx(styles.bone, styles.shape.text, styles.line, index === count - 1 && styles.lastLine)}
        />
      ))}
    </span>
  );
});
