import { cva } from 'class-variance-authority';
import * as styles from './Carousel.css';

/**
 * How the slides change: `coverflow` (the home page's 3D row, neighbours peeking in at the sides) or
 * `slide` (one banner at full width sliding in from the inline end, small arrows inside its edges),
 * for narrow frames such as the side menu and dialogs.
 */
export const carouselEffects = ['coverflow', 'slide'] as const;
export type CarouselEffect = (typeof carouselEffects)[number];

/** A carousel's root class for its effect, shared by the carousel and its placeholder. */
export const carouselClass = cva(styles.root, {
  variants: { effect: styles.effect },
  defaultVariants: { effect: 'coverflow' },
});
