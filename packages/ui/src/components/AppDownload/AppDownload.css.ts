import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

export { infoPage as root, infoPageTitle as title } from '../../styles/infoPage.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** Side by side where two cards fit at a readable width, stacked on a narrow screen. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style([
  surface.card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    minInlineSize: 0,
    padding: vars.space['6'],
    boxShadow: vars.shadow.raised,
  },
]);

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const platformIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.brandAccentSoft,
  color: vars.color.brandAccent,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const version = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** The code image brings its own light background (phone cameras need dark on light in every brand). */
/** The code and the download button side by side; the button drops under the code when there is no room. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['5'],
});

export const qr = style({
  display: 'block',
  flexShrink: 0,
  inlineSize: '144px',
  blockSize: '144px',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const guide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['5'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const guideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: '24px',
    blockSize: '24px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandAccentSoft,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
});
