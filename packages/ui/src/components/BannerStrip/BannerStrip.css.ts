import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { frameRadiusVar } from '../Carousel/Carousel.css';
import { bannerAspectRatios } from './bannerItems';

/** One banner alone: no carousel, just the art in its placement's frame. */
export const single = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceSunken,
  selectors: { '&[data-placement="menu"]': { borderRadius: vars.radius.control } },
});

/** Several banners: the side menu rounds them like its own controls, as it does a single one. */
export const carouselPlacement = styleVariants({
  page: {},
  modal: {},
  menu: { vars: { [frameRadiusVar]: vars.radius.control } },
});

export const placement = styleVariants(bannerAspectRatios, (aspectRatio) => ({ aspectRatio }));

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const button = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  padding: 0,
  border: 'none',
  borderRadius: 'inherit',
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  // Inside the frame, so the frame's rounded clip cannot cut the ring off.
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-2 * ${vars.focus.ringWidth})`,
    },
  },
});
