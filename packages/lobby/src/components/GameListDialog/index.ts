export { GameListDialog, type GameListDialogProps } from './GameListDialog';
