import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/reducedMotion';

export const openInlineSize = '240px';
export const collapsedInlineSize = '72px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: openInlineSize,
  blockSize: '100%',
  minBlockSize: 0,
  flexShrink: 0,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&[data-state="closed"]': { inlineSize: collapsedInlineSize } },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { [`${root}[data-state="closed"] &`]: { justifyContent: 'center' } },
});

/** The entries scroll inside the menu, so a short window still reaches Help centre. */
export const scroller = style({
  flex: 1,
  minBlockSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollbarWidth: 'thin',
  // Room for the focus ring, which is drawn outside each entry.
  padding: vars.space['3'],
});

export const banner = style({
  display: 'block',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  marginBlockEnd: vars.space['1'],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listAfter = style({
  paddingBlockStart: vars.space['2'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const listItem = style({ display: 'flex' });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  inlineSize: '100%',
  minBlockSize: '40px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandAccentSoft, color: vars.color.text },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandAccentSoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
    // An accent bar on the reading side marks the current page without relying on colour alone.
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space['2'],
      inlineSize: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brandAccent,
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const itemCollapsed = style({ justifyContent: 'center', paddingInline: 0 });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  selectors: {
    [`${item}[aria-current="page"] &, ${item}:hover &`]: { color: vars.color.brandAccent },
  },
});

export const label = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
