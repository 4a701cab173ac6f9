import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

/** A page of games (a lobby, a lottery screen): its title above the lobby package's view. */
export const gamesPage = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['6'],
  minInlineSize: 0,
});

export const gamesTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
