export { GameMenu, type GameMenuItem, type GameMenuProps } from './GameMenu';
export { gameMenuScrollOffset, scrollTargetTop } from './scrollTargetTop';
