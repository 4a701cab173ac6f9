import { style } from '@vanilla-extract/css';
import { cardLift } from '../../styles/cardLift';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minInlineSize: 0,
});

/** Many categories scroll sideways rather than break the pill row. */
export const tabList = style({ maxInlineSize: '100%', overflowX: 'auto' });

export const panel = style({ minBlockSize: '200px' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minInlineSize: 0 });

export const card = style([
  surface.raised,
  {
    display: 'flex',
    flexDirection: 'column',
    inlineSize: '100%',
    minInlineSize: 0,
    overflow: 'hidden',
    color: vars.color.text,
  },
  cardLift('&:hover, &:focus-within'),
]);

/** The platform draws promotion art at 2:1; the frame keeps that space before the image loads. */
export const media = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '2 / 1',
  overflow: 'hidden',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

/** The placeholder of the art: square corners, the card's frame rounds them. */
export const placeholderMedia = style({ aspectRatio: '2 / 1', borderRadius: 0 });

export const body = style({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
});

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

export const title = style({
  ...clamp(2),
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const period = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** As tall as one line of text, so the icon stays beside the first line when the period wraps. */
export const periodIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  blockSize: `calc(1em * ${vars.lineHeight.normal})`,
  color: vars.color.brandAccent,
});

export const summary = style({
  ...clamp(3),
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** The button sits at the card's foot, so the buttons of a row line up whatever the summary's length. */
export const details = style({
  alignSelf: 'flex-start',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['2'],
});
