import { style } from '@vanilla-extract/css';
import { reducedMotion, surface, vars } from '@portal/ui/style';

export const form = style({ maxInlineSize: '560px' });

export const requiredMark = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

/** The line under a text area: its first error at the start, the character counter at the end. */
export const fieldFoot = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  marginBlockStart: `calc(-1 * ${vars.space['1']})`,
});

export const counter = style({
  margin: 0,
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-state="over"]': { color: vars.color.critical, fontWeight: vars.fontWeight.medium } },
});

export const attachments = style({ display: 'grid', gap: vars.space['3'] });

export const attachmentsLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const dropZone = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="over"]': {
      borderColor: vars.color.brandAccent,
      borderStyle: 'solid',
      backgroundColor: vars.color.brandAccentSoft,
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const dropIcon = style([
  surface.accentPill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '48px',
    blockSize: '48px',
  },
]);

export const dropText = style({ display: 'grid', gap: vars.space['2'], minInlineSize: 0 });

/** The attach button and, at the far end, how many images are attached. */
export const dropActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const dropHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const dropCount = style({
  marginInlineStart: 'auto',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const previews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
});

export const preview = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['1'],
  inlineSize: '96px',
});

export const thumbnail = style({
  display: 'block',
  inlineSize: '96px',
  blockSize: '96px',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const caption = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space['2']})`,
  insetInlineEnd: `calc(-1 * ${vars.space['2']})`,
  inlineSize: '28px',
  minBlockSize: '28px',
  borderRadius: vars.radius.full,
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&:hover:not([disabled], [aria-disabled="true"])': {
      borderColor: vars.color.critical,
      backgroundColor: vars.color.criticalSoft,
    },
  },
});

export const refused = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});

export const refusedItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
  overflowWrap: 'anywhere',
});

export const refusedIcon = style({ flexShrink: 0, marginBlockStart: '1px' });

/** An empty live region stays in the page but takes no place (and no gap) in the form's grid. */
export const liveRegion = style({ selectors: { '&:empty': { position: 'absolute' } } });

/** The positive outcome of a submit, in the look of the form alerts. */
export const confirmation = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.positive}`,
  backgroundColor: vars.color.positiveSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
});

export const confirmationIcon = style({ flexShrink: 0, marginBlockStart: '2px', color: vars.color.positive });
