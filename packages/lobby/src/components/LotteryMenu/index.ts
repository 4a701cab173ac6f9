export { LotteryMenu, type LotteryMenuGroup, type LotteryMenuProps } from './LotteryMenu';
export { LotteryArt, type LotteryArtProps } from './LotteryArt';
export { drawInterval } from './drawInterval';
