import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const root = style({ minInlineSize: 0 });

/** Many tabs scroll sideways rather than break the pill row; the padding keeps the focus ring inside. */
export const scroller = style({
  display: 'flex',
  minInlineSize: 0,
  maxInlineSize: '100%',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  padding: vars.space['1'],
});

export const panel = style({ minInlineSize: 0 });
