import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const shell = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: '-100px',
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { insetBlockStart: vars.space['4'] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const brandMark = style({ color: vars.color.brandAccent, display: 'inline-flex' });

/**
 * The language menu is as wide as its longest name (188 px) without measuring its names: a select sized by
 * its options lays out every name, and names in other scripts fetch those scripts' font files (137 KB of
 * Vietnamese, Cyrillic, Greek and extended Latin) on every first visit.
 */
export const languageSwitcher = style({ inlineSize: '11.75rem' });
globalStyle(`${languageSwitcher} select`, { flexBasis: 0 });

export const body = style({ flex: 1, display: 'flex', alignItems: 'flex-start' });

/** The side menu keeps the window's height and stays in view while the page scrolls. */
export const menuSlot = style({
  position: 'sticky',
  insetBlockStart: 0,
  display: 'flex',
  blockSize: '100vh',
  flexShrink: 0,
});

// Room at the inline end for the floating right bar, so it never covers the page's content.
export const column = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  paddingInlineEnd: '104px',
  alignSelf: 'stretch',
});

// At least a window's height: the footer starts below the fold, so a page whose content arrives after
// its first paint (a lobby, the home's sections) does not push a footer the visitor is looking at.
export const main = style({ flex: 1, outline: 'none', minBlockSize: '100vh' });
