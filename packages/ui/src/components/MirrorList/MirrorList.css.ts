import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../styles/surface.css';

export { infoPage as root, infoPageTitle as title } from '../../styles/infoPage.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const instruction = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  color: vars.color.text,
  backgroundColor: vars.color.infoSoft,
  border: `1px solid ${vars.color.info}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.control,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const instructionIcon = style({ flexShrink: 0, marginBlockStart: '2px', color: vars.color.info });

/** As many columns of mirrors as fit at a readable width; one column on a narrow screen. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  surface.card,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['4'],
  },
]);

export const itemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.positiveSoft,
  color: vars.color.positive,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  flex: 1,
  minInlineSize: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  maxInlineSize: '100%',
  color: vars.color.link,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  borderRadius: `calc(${vars.radius.control} / 2)`,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const domain = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const linkIcon = style({ flexShrink: 0 });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
