import type { PrizeMode } from '@portal/api';

/** The lottery screens of spec 2.1: the lottery (LOTT, ELOTT), the SEA lottery and the VN lottery. */
export const lotteryScreens = ['lottery', 'seaLottery', 'vnLottery'] as const;
export type LotteryScreen = (typeof lotteryScreens)[number];

/** Every path of the lottery screens, either spelling; /lottert is the lottery's game page (spec 2.2). */
const screenOfPath: Record<string, LotteryScreen> = {
  lottery: 'lottery',
  lottert: 'lottery',
  sealottery: 'seaLottery',
  vnlottery: 'vnLottery',
};

/** The lottery screen of a path (/vnLottery, /sealottery, /lottert...), or undefined for another path. */
export function lotteryScreenOf(path: string): LotteryScreen | undefined {
  const name = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  return Object.hasOwn(screenOfPath, name) ? screenOfPath[name] : undefined;
}

export interface LotteryScreenModes {
  /** The prize mode the screen's menus and launches use. */
  prizeMode: PrizeMode;
  /**
   * The other mode of the lottery screen: the address's game is played in it when only that mode offers
   * it (an E-Lottery card on a site whose rule says Lottery, or the other way round).
   */
  alternative?: PrizeMode;
  /** The VN area's screen asks the VN draws call (`/lgw/vn/numeros/opened/game`). */
  vnArea: boolean;
}

/**
 * The prize mode of each lottery screen (spec sections 3 and 4): the VN lottery is the TCG Vietnam lotto
 * in the house's own mode (ZY, the one mode that holds only its games), the SEA lottery its SEA mode, and
 * the lottery screen the site's mode (`prizeModeOf`: E-Lottery when the E-Lottery category holds a
 * TCG_LOTTO_VN or LOTT card, else Lottery), unless its game is offered only in the other one.
 */
export function lotteryScreenModes(screen: LotteryScreen, siteMode: 'LOTT' | 'ELOTT'): LotteryScreenModes {
  switch (screen) {
    case 'vnLottery':
      return { prizeMode: 'ZY', vnArea: true };
    case 'seaLottery':
      return { prizeMode: 'SEA', vnArea: false };
    case 'lottery':
      return { prizeMode: siteMode, alternative: siteMode === 'LOTT' ? 'ELOTT' : 'LOTT', vnArea: false };
  }
}
