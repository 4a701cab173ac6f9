import type { LobbyCategory } from './buildCategories';

/** The vendors whose card in the E-Lottery category makes the lottery screens run in E-Lottery mode. */
const eLotteryVendors: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * The lottery prize mode (spec section 4, Caches): E-Lottery when the E-Lottery category holds a
 * TCG_LOTTO_VN or LOTT card, else Lottery.
 */
export function prizeModeOf(
  categories: readonly { code: LobbyCategory['code']; vendors: readonly { vassalage: string }[] }[],
): 'ELOTT' | 'LOTT' {
  const eLottery = categories.find((category) => category.code === 'ELOTT');
  const held = eLottery?.vendors.some((vendor) => eLotteryVendors.includes(vendor.vassalage)) ?? false;
  return held ? 'ELOTT' : 'LOTT';
}
