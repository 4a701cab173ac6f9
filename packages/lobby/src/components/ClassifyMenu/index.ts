export { ClassifyMenu, lobbyClassifies, type ClassifyCode, type ClassifyMenuProps } from './ClassifyMenu';
