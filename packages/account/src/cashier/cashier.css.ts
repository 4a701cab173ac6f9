import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  maxInlineSize: '44rem',
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panelHeading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space['5'],
  rowGap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  unicodeBidi: 'isolate',
});

/** The code or the address, and beside it (crypto) its QR code for a wallet app to scan. */
export const payTo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['4'],
});

export const payText = style({ flex: '1 1 16rem', minInlineSize: 0 });

/** The code or address with its copy button at its end. */
export const payCodeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

/** A reference beside its copy button. */
export const copyable = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

/** The QR code keeps its white quiet zone on the dark theme: a scanner needs it. */
export const payQr = style({
  flexShrink: 0,
  inlineSize: '144px',
  blockSize: '144px',
  borderRadius: vars.radius.control,
});

/** A code or an address to copy by hand: shown whole, in a box, selectable at once. */
export const payCode = style({
  display: 'block',
  flex: '1 1 auto',
  minInlineSize: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
  userSelect: 'all',
  direction: 'ltr',
  textAlign: 'start',
});

export const outcome = style({
  margin: 0,
  color: vars.color.text,
  // An empty live region stays in the page (so what it later says is announced) but takes no room.
  selectors: {
    '&:empty': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const historyMore = style({ justifySelf: 'start' });

export const referenceButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'underline',
  cursor: 'pointer',
  direction: 'ltr',
});

/** A paid withdrawal's receipt: the member's buttons, and when it counts as received. */
export const receipt = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'stretch' });

export const receiptNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const timeCell = style({ display: 'grid', gap: vars.space['1'] });

export const reference = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
  justifySelf: 'start',
});

export const problem = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });

export const walletSection = style({ display: 'grid', gap: vars.space['3'], maxInlineSize: '44rem' });

export const walletGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const walletCard = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const walletName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const walletBalance = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

export const walletActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
