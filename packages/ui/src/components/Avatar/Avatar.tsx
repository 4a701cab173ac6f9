import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';
import { DefaultAvatar } from './DefaultAvatar';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

const avatar = cva(styles.avatar, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export interface AvatarProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof avatar> {
  /** The picture's url; without it, or when it fails to load, the default avatar shows. */
  src?: string;
  /** Whose avatar this is, used as the image's text alternative; "Avatar" by default. */
  name?: string;
}

/** A member's picture in a circle, falling back to a default avatar when there is none or it fails. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, name, size, className, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  // Remembering which url failed (not just "failed") lets a new url try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name ?? t('avatar.label');
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      ref={ref}
      className={cx(avatar({ size }), className)}
      data-slot="avatar"
      data-state={showImage ? 'image' : 'fallback'}
      {...rest}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt={label}
          decoding="async"
          draggable={false}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <DefaultAvatar label={label} />
      )}
    </span>
  );
});
