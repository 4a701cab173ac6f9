import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccentSoft,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { inlineSize: '32px', blockSize: '32px' },
  md: { inlineSize: '40px', blockSize: '40px' },
  lg: { inlineSize: '64px', blockSize: '64px' },
});

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const silhouette = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  fill: vars.color.brandAccent,
});
