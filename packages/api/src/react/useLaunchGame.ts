import { useCallback } from 'react';
import { launchGame, launchTrial } from '../calls/gameLaunchCalls';
import type { LaunchQuery, LaunchValue, PrizeMode } from '../contract/games';
import { useApiContext } from './useApiContext';

/** What a launch names: a game (nodeId and vendor, or gameCode), a PVP room, or the lottery lobby. */
export type LaunchTarget = Omit<LaunchQuery, 'language'> & { roomId?: string };

export interface LaunchOptions {
  /** The free trial (`GCS_gameLaunchFB`, no session) instead of a real-money launch. */
  trial?: boolean;
}

/**
 * Launches a game: the one place that asks for a game's page, for the lobby's cards and rooms, the
 * lottery screens and the seamless page. The language is the provider's current one.
 */
export function useLaunchGame(): (target: LaunchTarget, options?: LaunchOptions) => Promise<LaunchValue> {
  const { client } = useApiContext();
  return useCallback(
    (target, { trial = false } = {}) =>
      client.call(trial ? launchTrial : launchGame, { ...target, language: client.language() }),
    [client],
  );
}

export interface LotteryLaunch {
  prizeMode: PrizeMode;
  /** The game to open on its betting view; the lottery lobby when left out. */
  gameCode?: string;
  /** Where the game's back control returns. */
  backUrl: string;
}

/** The launch of the VN lottery lobby (spec section 7): its prize mode, and a game's betting view. */
export const lotteryLaunchTarget = ({ prizeMode, gameCode, backUrl }: LotteryLaunch): LaunchTarget => ({
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: prizeMode,
  lottoGameCode: gameCode,
  lottoView: gameCode ? 'betting' : 'lobby',
  device: 'WEB',
  backUrl,
});
