import { style, styleVariants } from '@vanilla-extract/css';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { focusRing } from '../../styles/focusRing.css';
import { reducedMotion } from '../../styles/reducedMotion';
import { vars } from '../../theme/contract.css';

/** The height of the back control; the title's first line and the actions centre on it. */
const controlSize = '40px';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The back control keeps its size; a long title wraps beside it instead of pushing it away. */
export const back = style([
  focusRing,
  {
    display: 'inline-flex',
    flex: '0 0 auto',
    alignItems: 'center',
    gap: vars.space['2'],
    minBlockSize: controlSize,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.control,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceRaised, borderColor: vars.color.borderStrong },
    },
    '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
  },
]);

export const backIcon = style([flipInRtl, { display: 'block', flex: '0 0 auto' }]);

export const title = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  // A long title wraps downwards while its first line stays level with the back control.
  paddingBlock: `max(0px, calc((${controlSize} - 1lh) / 2))`,
});

/** A page's own title reads larger than the title of a modal or of a section. */
export const titleSize = styleVariants({
  1: { fontSize: vars.fontSize.xl },
  2: { fontSize: vars.fontSize.lg },
  3: { fontSize: vars.fontSize.md },
});

export const actions = style({
  display: 'flex',
  flex: '0 0 auto',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  minBlockSize: controlSize,
  marginInlineStart: 'auto',
});
