import { createVar, keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';

const tone = createVar();
const toneSoft = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  insetBlockStart: vars.space['4'],
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space['4'],
  // The strip across the page must not swallow clicks; only the toasts themselves take the pointer.
  pointerEvents: 'none',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  inlineSize: 'min(100%, 420px)',
  pointerEvents: 'auto',
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['2'],
  minBlockSize: '56px',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderInlineStartWidth: '4px',
  borderInlineStartColor: tone,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.overlay,
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
  selectors: {
    '&[data-tone="info"]': { vars: { [tone]: vars.color.info, [toneSoft]: vars.color.infoSoft } },
    '&[data-tone="positive"]': { vars: { [tone]: vars.color.positive, [toneSoft]: vars.color.positiveSoft } },
    '&[data-tone="caution"]': { vars: { [tone]: vars.color.caution, [toneSoft]: vars.color.cautionSoft } },
    '&[data-tone="critical"]': { vars: { [tone]: vars.color.critical, [toneSoft]: vars.color.criticalSoft } },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  backgroundColor: toneSoft,
  color: tone,
});

export const message = style({
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const dismiss = style({
  flexShrink: 0,
  selectors: { [`${toast} &`]: { color: vars.color.textMuted } },
});
