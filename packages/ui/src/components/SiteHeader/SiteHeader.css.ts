import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { visuallyHiddenRule } from '../../styles/visuallyHiddenRule';
import { vars } from '../../theme/contract.css';

/** The header measures itself, so it collapses by its own width (beside a side menu) and not the window's. */
const header = createContainer();

/** Below this width the account name and the deposit and withdraw labels fold into icons. */
const narrow = `${header} (inline-size < 1100px)`;

export const root = style({
  containerName: header,
  containerType: 'inline-size',
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  // Tall enough for the two-line identity (name and VIP over the ID), so every state has one height.
  minBlockSize: '72px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['6'],
  '@container': { [narrow]: { gap: vars.space['3'], paddingInline: vars.space['4'] } },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexShrink: 0 });

export const toggle = style({
  selectors: {
    '&[aria-expanded="true"]': { backgroundColor: vars.color.brandAccentSoft, color: vars.color.brandAccent },
  },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: '40px',
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
});

// The brand's picture fills the bar's height, whatever size it was drawn at.
globalStyle(`${logo} > img, ${logo} > svg`, {
  display: 'block',
  blockSize: '100%',
  inlineSize: 'auto',
  maxInlineSize: '200px',
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  minInlineSize: 0,
});

export const funds = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });

/** Deposit and withdraw: icon and label, only the icon when the header is narrow. */
export const fundAction = style({
  '@container': { [narrow]: { inlineSize: '40px', paddingInline: 0 } },
});

export const fundLabel = style({ '@container': { [narrow]: visuallyHiddenRule } });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minInlineSize: 0,
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `1px solid ${vars.color.border}`,
  '@container': { [narrow]: { paddingInlineStart: vars.space['3'] } },
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  minInlineSize: 0,
  '@container': { [narrow]: { flexDirection: 'row', alignItems: 'center', gap: vars.space['1'] } },
});

export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minInlineSize: 0,
  maxInlineSize: '100%',
});

export const name = style({
  minInlineSize: 0,
  maxInlineSize: '200px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@container': { [narrow]: visuallyHiddenRule },
});

export const vip = style({ flexShrink: 0 });

export const idRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const idText = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  '@container': { [narrow]: visuallyHiddenRule },
});

export const idValue = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
  // One click selects the whole ID, for copying by hand where the clipboard is refused.
  userSelect: 'all',
});

export const copy = style({
  inlineSize: '28px',
  minBlockSize: '28px',
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  selectors: { '&[data-copied="true"]': { color: vars.color.positive } },
});

export const accountTrigger = style({
  gap: vars.space['1'],
  paddingInlineStart: vars.space['1'],
  paddingInlineEnd: vars.space['2'],
  borderRadius: vars.radius.full,
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: { [`${accountTrigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const avatarSlot = style({ display: 'inline-flex' });

export const iconSlot = style({ display: 'inline-flex' });
