import * as styles from './Avatar.css';

export interface DefaultAvatarProps {
  /** The accessible name, as the image's alt would have been. */
  label: string;
}

/** The built-in avatar: a person's silhouette in the accent colour on the accent tint. */
export function DefaultAvatar({ label }: DefaultAvatarProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 40 40"
      className={styles.silhouette}
      data-slot="avatar-fallback"
      focusable="false"
    >
      <circle cx="20" cy="15.5" r="7" />
      <path d="M6.5 36.5c1.6-7.4 7-11.5 13.5-11.5s11.9 4.1 13.5 11.5a19.9 19.9 0 0 1-27 0z" />
    </svg>
  );
}
