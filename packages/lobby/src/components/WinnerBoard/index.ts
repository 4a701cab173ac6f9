export { WinnerBoard, winnerBoardVariants, type WinnerBoardProps } from './WinnerBoard';
export { sortWinners, winnerBoardLimit } from './sortWinners';
