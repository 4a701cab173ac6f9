import { cardLift, surface, vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const tile = style([
  surface.card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['2'],
    inlineSize: '100%',
    minInlineSize: 0,
    paddingBlock: vars.space['5'],
    paddingInline: vars.space['3'],
    color: vars.color.text,
    fontFamily: 'inherit',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
  },
  cardLift('&:hover:not([aria-disabled="true"]), &:focus-visible'),
]);

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceSunken,
  selectors: { [`${tile}[aria-disabled="true"] &`]: { filter: 'grayscale(1)', opacity: 0.6 } },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const name = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
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
