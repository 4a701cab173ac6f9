import { cva } from 'class-variance-authority';
import { createContext, forwardRef, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export const badgeTones = ['accent', 'critical', 'positive', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const badge = cva(styles.base, { variants: { tone: styles.tone, shape: styles.shape } });

const AnchorContext = createContext(false);

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A number to show (for example unread messages). Hidden at 0 unless `showZero`. */
  count?: number;
  /** Above this the badge reads `max+`. Defaults to 99. */
  max?: number;
  /** Show the badge when `count` is 0. */
  showZero?: boolean;
  /** A small dot instead of the number (the count, if any, is still read to screen readers). */
  dot?: boolean;
  /** Colour; `critical` for counts and dots, `accent` for text badges by default. */
  tone?: BadgeTone;
  /** What screen readers hear instead of the default ("12 unread", "More than 99 unread", "New"). */
  label?: string;
  /** Text badge content, for example a VIP level; used when there is no `count`. */
  children?: ReactNode;
}

/** A small count, dot or text label; inside `Badge.Anchor` it sits on the anchor's top inline-end corner. */
const BadgeRoot = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max = 99, showZero = false, dot = false, tone, label, className, children, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  const anchored = useContext(AnchorContext);
  const hasCount = typeof count === 'number' && Number.isFinite(count);
  const shape = dot ? 'dot' : hasCount ? 'count' : 'text';
  if (shape === 'text' && (children === undefined || children === null || children === false)) return null;
  if (hasCount && count <= 0 && !showZero) return null;

  const over = hasCount && count > max;
  const shown = over ? `${max}+` : String(Math.max(0, Math.floor(count ?? 0)));
  const spoken =
    label ??
    (shape === 'text'
      ? undefined
      : over
        ? t('badge.overflow', { max })
        : hasCount
          ? t('badge.count', { count: Math.max(0, Math.floor(count)) })
          : t('badge.new'));

  return (
    <span
      ref={ref}
      className={cx(
        badge({ tone: tone ?? (shape === 'text' ? 'accent' : 'critical'), shape }),
        anchored && styles.anchored,
        anchored && styles.anchoredAt[shape],
        className,
      )}
      data-slot="badge"
      data-variant={shape}
      {...rest}
    >
      {shape === 'text' ? (
        children
      ) : (
        <>
          {shape === 'count' ? (
            // "99+" keeps its plus sign after the number in right-to-left text too.
            <span aria-hidden dir="ltr">
              {shown}
            </span>
          ) : null}
          <span className={visuallyHidden}>{spoken}</span>
        </>
      )}
    </span>
  );
});

export interface BadgeAnchorProps extends HTMLAttributes<HTMLSpanElement> {
  /** The element the badge marks (for example an IconButton), followed by the Badge. */
  children?: ReactNode;
}

/** Wraps an element and a Badge, placing the badge over the element's top inline-end corner. */
const BadgeAnchor = forwardRef<HTMLSpanElement, BadgeAnchorProps>(function BadgeAnchor(
  { className, children, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={cx(styles.anchor, className)} data-slot="badge-anchor" {...rest}>
      <AnchorContext.Provider value={true}>{children}</AnchorContext.Provider>
    </span>
  );
});
BadgeAnchor.displayName = 'Badge.Anchor';

export const Badge = Object.assign(BadgeRoot, { Anchor: BadgeAnchor });
