import type { LotteryView, PrizeMode } from '@portal/api';
import { ensureVendorOpen, findGame, findGameByCode, type GameRow } from '../catalogue/catalogue';
import { firstLotteryGame, lotteryGameOf } from '../catalogue/lotteryGameOf';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { gameKindOf } from './gameSessions';

/** What a launch names (the launch calls' checked query, the lottery lobby launch's fields included). */
export interface LaunchAsk {
  nodeId?: number;
  gameCode?: string;
  /** The vendor the game must be of; '' for any. */
  vassalage?: string;
  launchMode?: 'LOTT';
  lottoPrizeMode?: PrizeMode;
  lottoGameCode?: string;
  lottoView?: LotteryView;
}

export interface LaunchTarget {
  game: GameRow;
  prizeMode?: PrizeMode;
  view?: LotteryView;
}

/**
 * What a launch opens: the lottery lobby launch (launchMode LOTT or a lottoGameCode) opens a lottery game of
 * the prize mode (its first game for a lobby without a code); otherwise the game of the nodeId or code. It
 * must exist (404), be a game and not a card standing for a game list (NOT_A_GAME), be the vendor's when
 * one is named (400), and its vendor must be open (GAME_MAINTENANCE, 503).
 */
export async function launchTarget(platform: Platform, ask: LaunchAsk): Promise<LaunchTarget> {
  const { db } = platform;
  let target: LaunchTarget | undefined;
  if (ask.launchMode === 'LOTT' || ask.lottoGameCode) {
    const prizeMode = ask.lottoPrizeMode ?? 'LOTT';
    const view = ask.lottoView ?? 'betting';
    const row = ask.lottoGameCode
      ? await lotteryGameOf(db, ask.lottoGameCode, prizeMode)
      : view === 'lobby'
        ? await firstLotteryGame(db, prizeMode)
        : undefined;
    if (!ask.lottoGameCode && view !== 'lobby') throw new ApiError('BAD_INPUT');
    const game = row ? await findGame(db, row.nodeId) : undefined;
    if (!game) throw new ApiError('NOT_FOUND');
    target = { game, prizeMode, view };
  } else {
    let game: GameRow | undefined;
    if (ask.nodeId !== undefined) game = await findGame(db, ask.nodeId);
    else if (ask.gameCode) game = await findGameByCode(db, ask.gameCode);
    else throw new ApiError('BAD_INPUT');
    if (!game) throw new ApiError('NOT_FOUND');
    target = { game };
    if (gameKindOf(game.gameType) === 'lottery') {
      const lottery = await lotteryGameOf(db, game.gameCode, undefined);
      target = { game, prizeMode: (lottery?.prizeMode as PrizeMode | undefined) ?? 'LOTT', view: 'betting' };
    }
  }
  if (ask.vassalage && ask.vassalage !== target.game.vassalage) throw new ApiError('BAD_INPUT');
  if (target.game.isGame !== 1) throw new ApiError('NOT_A_GAME');
  await ensureVendorOpen(db, target.game.vassalage);
  if (await platform.games.vendorUnderMaintenance(target.game.vassalage))
    throw new ApiError('GAME_MAINTENANCE');
  return target;
}
