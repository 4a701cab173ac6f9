import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

const tone = createVar();
const toneSoft = createVar();

export const root = style([
  surface.card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['6'],
    color: vars.color.text,
  },
]);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxInlineSize: '64ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  maxInlineSize: '480px',
});

export const field = style({ alignSelf: 'stretch' });

/**
 * The live region: always rendered (a region that appears with its text is often not read out), and
 * while empty it takes back the gap before it rather than hiding.
 */
export const outcome = style({
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space['4']})` } },
});

export const panel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.control,
  border: `1px solid ${tone}`,
  borderInlineStartWidth: '4px',
  backgroundColor: toneSoft,
  selectors: {
    '&[data-tone="positive"]': { vars: { [tone]: vars.color.positive, [toneSoft]: vars.color.positiveSoft } },
    '&[data-tone="critical"]': { vars: { [tone]: vars.color.critical, [toneSoft]: vars.color.criticalSoft } },
    '&[data-tone="caution"]': { vars: { [tone]: vars.color.caution, [toneSoft]: vars.color.cautionSoft } },
    '&[data-tone="neutral"]': { vars: { [tone]: vars.color.border, [toneSoft]: 'transparent' } },
  },
});

export const panelIcon = style({
  flexShrink: 0,
  color: tone,
  selectors: { [`${panel}[data-tone="neutral"] &`]: { color: vars.color.textMuted } },
});

export const panelText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const panelBody = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
