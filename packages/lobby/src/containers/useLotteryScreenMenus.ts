import type { ApiRequestError, LotteryGame, LotteryMenuValue, PrizeMode } from '@portal/api';
import { useGameVendors, useLotteryMenu } from '@portal/api/react';
import { lotteryScreenModes, type LotteryScreen } from '../rules/lotteryScreen';
import { prizeModeOf } from '../rules/prizeModeOf';

export interface LotteryScreenMenus {
  /** The prize mode the screen runs in, once known. */
  prizeMode: PrizeMode | undefined;
  /** The screen asks the VN area's draws. */
  vnArea: boolean;
  /** The menus of the prize mode, once loaded. */
  menus: LotteryMenuValue['gameMenus'] | undefined;
  loading: boolean;
  error: ApiRequestError | undefined;
  /** Asks the menus again (after an error). */
  retry: () => void;
}

const holds = (value: LotteryMenuValue | undefined, gameCode: string) =>
  value?.gameMenus.some((menu) => menu.games.some((game) => game.gameCode === gameCode)) ?? false;

/** Every game of some menus, for looking a code up. */
export const gamesOf = (menus: readonly { games: readonly LotteryGame[] }[] | undefined) =>
  (menus ?? []).flatMap((menu) => menu.games);

/**
 * A lottery screen's prize mode and its menus (spec sections 3 and 4). The lottery screen waits for the
 * vendor lanes (session-cached) to apply the site's rule, and with a game in the address asks the other
 * mode's menus at once too, so a game only that mode offers opens in it without a second round trip.
 */
export function useLotteryScreenMenus(screen: LotteryScreen, gameCode: string): LotteryScreenMenus {
  const lanes = useGameVendors();
  const siteMode =
    screen !== 'lottery'
      ? 'LOTT'
      : lanes.data
        ? prizeModeOf(lanes.data.map((lane) => ({ code: lane.gameCategory, vendors: lane.vendors })))
        : lanes.error
          ? 'LOTT'
          : undefined;
  const modes = siteMode ? lotteryScreenModes(screen, siteMode) : undefined;
  const primary = useLotteryMenu(modes?.prizeMode ?? null);
  const asksAlternative = !!gameCode && !!modes?.alternative;
  const alternative = useLotteryMenu(asksAlternative ? (modes?.alternative ?? null) : null);

  const inAlternative =
    asksAlternative && !holds(primary.data, gameCode) && holds(alternative.data, gameCode);
  const chosen = inAlternative ? alternative : primary;
  // With a game in the address, the screen waits for both modes' menus before it picks one.
  const deciding =
    asksAlternative && !holds(primary.data, gameCode) && !alternative.data && !alternative.error;
  return {
    prizeMode: inAlternative ? modes?.alternative : modes?.prizeMode,
    vnArea: modes?.vnArea ?? false,
    menus: deciding ? undefined : chosen.data?.gameMenus,
    loading: !modes || deciding || (!chosen.data && !chosen.error),
    error: chosen.data ? undefined : chosen.error,
    retry: () => {
      void primary.mutate();
      if (asksAlternative) void alternative.mutate();
    },
  };
}
