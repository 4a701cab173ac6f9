import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden, vars } from '@portal/ui/style';

export const page = style({ display: 'grid', gap: vars.space['4'] });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The list and the opened message side by side; one above the other where the centre is narrow. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 2fr) minmax(0, 3fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { '(max-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const listPane = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'stretch' });

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const entry = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space['1'],
    inlineSize: '100%',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    border: 0,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    borderInlineStart: '3px solid transparent',
    background: 'none',
    color: vars.color.textMuted,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceRaised },
      '&[aria-current="true"]': {
        backgroundColor: vars.color.surfaceRaised,
        borderInlineStartColor: vars.color.brandAccent,
      },
    },
  },
]);

export const entryUnread = style({ color: vars.color.text });

export const entryTop = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minInlineSize: 0,
});

export const dot = style({
  flexShrink: 0,
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: '50%',
  backgroundColor: vars.color.brandAccent,
});

export const entryTitle = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${entry}:not(${entryUnread}) &`]: { fontWeight: vars.fontWeight.medium } },
});

export const entryTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const excerpt = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const srOnly = visuallyHidden;

export const detail = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minBlockSize: '12rem',
});

export const detailHeader = style({ display: 'grid', gap: vars.space['1'] });

export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const detailTime = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Plain text: the author's line breaks kept, long words wrapped. */
export const detailText = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const placeholder = style({
  margin: 0,
  alignSelf: 'center',
  justifySelf: 'center',
  color: vars.color.textMuted,
});
