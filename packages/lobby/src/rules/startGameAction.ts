import type { Game, Vendor } from '@portal/api';

/** The lottery screens a lottery vendor's card opens (spec section 4), each with the game's code. */
export const lotteryRoutes = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
} as const;

export type LotteryRoute = (typeof lotteryRoutes)[keyof typeof lotteryRoutes];

/** The message a trial account gets when it tries what only a real account may do (spec section 6). */
export const needRealAccountKey = 'in_need_true_account';

export type StartGameAction =
  | { kind: 'login' }
  | { kind: 'needRealAccount'; messageKey: typeof needRealAccountKey }
  | { kind: 'route'; path: LotteryRoute; query: { gameCode: string } }
  /** Open the popup game list of this vendor. */
  | { kind: 'gameList'; vassalage: string }
  | { kind: 'launch' };

export type StartableGame = Pick<Game, 'vassalage' | 'gameCode' | 'isGame'>;

export interface StartGameContext {
  session: 'visitor' | 'member';
  /** A trial (demo, type 4) account. */
  isTrial: boolean;
  /** The game's vendor as the lanes describe it (undefined while they load). */
  vendorOf: (game: StartableGame) => Pick<Vendor, 'gameListCard'> | undefined;
}

const isLotteryVendor = (vassalage: string): vassalage is keyof typeof lotteryRoutes =>
  Object.hasOwn(lotteryRoutes, vassalage);

/**
 * What 'PLAY NOW' does (spec section 4, "Starting a game"): a visitor logs in first (the SEA lottery
 * included), a trial account is told it needs a real one, lottery vendors open their screen, a card that
 * stands for its vendor's games opens the popup game list, and any other game launches.
 */
export function startGameAction(game: StartableGame, context: StartGameContext): StartGameAction {
  if (context.session === 'visitor') return { kind: 'login' };
  if (context.isTrial) return { kind: 'needRealAccount', messageKey: needRealAccountKey };
  if (isLotteryVendor(game.vassalage)) {
    return { kind: 'route', path: lotteryRoutes[game.vassalage], query: { gameCode: game.gameCode } };
  }
  if (game.isGame === 0 || context.vendorOf(game)?.gameListCard) {
    return { kind: 'gameList', vassalage: game.vassalage };
  }
  return { kind: 'launch' };
}
