import { lazySection } from '../shell/sections/lazySection';

/** The lobby pages in their own chunk (spec 2.2: GameListCenter and AccountGame load lazily). */
export const LazyLobbyPage = lazySection(() => import('./LobbyPage').then((m) => m.LobbyPage));
