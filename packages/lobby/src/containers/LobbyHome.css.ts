import { vars } from '@portal/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

export const home = style({ display: 'grid', gap: vars.space['8'], minInlineSize: 0 });

/**
 * A staged home (a host's first page) lays out and paints its sections when they come near the screen,
 * not all with the page: the first layout and paint of a long page of game art were the longest tasks of
 * a first visit. A skipped section keeps a size (then the size it last had), so the page's length barely
 * moves. The game menu drops this before it measures where to scroll (see `LobbyHome`).
 */
export const deferredSections = style({});

globalStyle(`${deferredSections} [data-slot="home-section"]`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 420px',
});
