import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({
  inlineSize: '100%',
  maxInlineSize: '240px',
  minInlineSize: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const entry = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: '1px solid transparent',
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceRaised },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.brandAccentSoft,
      borderColor: vars.color.brandAccent,
      fontWeight: vars.fontWeight.bold,
    },
    // The selected entry's bar at the inline start: a second cue beside the colour.
    '&[aria-current="true"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space['2'],
      insetInlineStart: '-1px',
      inlineSize: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandAccent,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  overflow: 'hidden',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.brandAccent,
  selectors: { [`${entry}[aria-disabled="true"] &`]: { filter: 'grayscale(1)', opacity: 0.6 } },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minInlineSize: 0,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${entry}[aria-disabled="true"] &`]: { color: vars.color.textMuted } },
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
});

export const maintenance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.caution,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '48px',
  paddingInline: vars.space['3'],
});
