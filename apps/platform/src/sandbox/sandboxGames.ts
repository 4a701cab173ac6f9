import { paths } from '@portal/api';
import type { GamesProvider } from '../games/gamesProvider';
import { playRound } from '../games/playRound';
import { cryptoRandom } from '../games/random';
import { gamePageModel } from './gamePageModel';

/**
 * The sandbox games (a slot, the lottery draws, a PVP table), the default games provider: their page is
 * served by the platform (`/sandbox/game?session=`, a static page that asks `sandboxGamePage` what to
 * show), each round is decided by the platform's own engines with a cryptographic random source and
 * settled through the ledger, and no vendor is ever down on the provider's side.
 */
export const sandboxGames: GamesProvider = {
  name: 'sandbox',
  launchUrl: ({ token }) => `${paths.sandboxGame}?session=${token}`,
  settleRound: (platform, tx, session, round) => playRound(platform, tx, session, round, cryptoRandom),
  vendorUnderMaintenance: async () => false,
  page: gamePageModel,
};
