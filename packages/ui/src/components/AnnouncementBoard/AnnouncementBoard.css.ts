import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';

/** The board measures itself: in a dialog or beside a side menu, its own width decides the layout. */
const board = createContainer();

/** From this width the detail pane sits beside the list; below it, under the list. */
const wide = `${board} (inline-size >= 640px)`;
const narrow = `${board} (inline-size < 640px)`;

export const root = style({ containerName: board, containerType: 'inline-size' });

export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  '@container': {
    [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

export const listColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

const panel = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const list = style([panel, { margin: 0, padding: 0, listStyle: 'none', overflow: 'hidden' }]);

globalStyle(`${list} > li + li`, { borderBlockStart: `1px solid ${vars.color.border}` });

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  inlineSize: '100%',
  // Compact enough that a page of nine fits a 768-pixel-high screen in the popup.
  minBlockSize: '56px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  // Drawn inside: the list clips its rounded corners, which would cut an outer ring.
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandAccentSoft },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.brandAccentSoft },
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
    // The open item's accent bar at the inline start.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space['2'],
      insetInlineStart: 0,
      inlineSize: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
    },
    '&[aria-expanded="true"]::before': { backgroundColor: vars.color.brandAccent },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const itemTitle = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  selectors: { [`${item}[aria-expanded="true"] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const date = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const itemDate = style({ gridColumn: 1 });

/**
 * Points at where the text opens: toward the pane (inline end) when it sits beside the list, down when
 * it sits under it, and up once open there.
 */
export const chevron = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
    [`${item}[aria-expanded="true"] &`]: { color: vars.color.brandAccent },
  },
  '@container': {
    [narrow]: {
      transform: 'rotate(90deg)',
      selectors: {
        '[dir] &': { transform: 'rotate(90deg)' },
        [`[dir] ${item}[aria-expanded="true"] &`]: { transform: 'rotate(-90deg)' },
      },
    },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const skeletonItem = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space['2'],
  minBlockSize: '56px',
  paddingInline: vars.space['4'],
});

export const pane = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minInlineSize: 0,
    padding: vars.space['5'],
    '@container': { [wide]: { position: 'sticky', insetBlockStart: 0, minBlockSize: '240px' } },
  },
]);

/** With nothing open (or loading), the pane only invites a choice; under the list it would be in the way. */
export const paneIdle = style({ '@container': { [narrow]: { display: 'none' } } });

export const paneCentred = style({ justifyContent: 'center' });

export const paneHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlockEnd: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const paneTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const content = style({ color: vars.color.text });
// Headings inside an announcement stay below its title in size.
globalStyle(`${content} h1, ${content} h2, ${content} h3`, { fontSize: vars.fontSize.md });

export const noContent = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
