// The public surface of @portal/lobby. The lobby itself arrives with its issue.
export { lobbyCatalogue } from './i18n/lobbyCatalogue';
export { lobbyScreensCatalogue } from './i18n/lobbyScreensCatalogue';
export type { LobbyMessageKey, LobbyMessages } from './i18n/messages/en';
export type { LobbyScreensMessageKey, LobbyScreensMessages } from './i18n/messages/screens.en';
export {
  buildCategories,
  type CategoryCode,
  type CategoryContext,
  type LobbyCategory,
} from './rules/buildCategories';
export { categoryNavigation, type CategoryLink } from './rules/categoryNavigation';
export {
  initialLobbyFilters,
  lobbyFilters,
  type Classify,
  type LobbyFilterAction,
  type LobbyFilterEffect,
  type LobbyFilterResult,
  type LobbyFilterState,
  type LobbyGameType,
} from './rules/lobbyFilters';
export { accountListPageSize, gameTypePageSize, pageSizeFor, searchPageSize } from './rules/pageSizes';
export {
  lotteryRoutes,
  needRealAccountKey,
  startGameAction,
  type LotteryRoute,
  type StartGameAction,
  type StartGameContext,
  type StartableGame,
} from './rules/startGameAction';
export { hasTrial, trialAction, type TrialGame } from './rules/trialAction';
export { prizeModeOf } from './rules/prizeModeOf';
export {
  lotteryScreenModes,
  lotteryScreenOf,
  lotteryScreens,
  type LotteryScreen,
  type LotteryScreenModes,
} from './rules/lotteryScreen';
export {
  homeSectionLimits,
  homeSectionSlice,
  type HomeSectionSlice,
  type HomeSectionKind,
} from './rules/homeSectionSlice';
export {
  createFavouriteToggle,
  favouriteThrottleMs,
  rollbackFavourite,
  type FavouriteChange,
  type FavouriteContext,
  type FavouriteSkipReason,
  type FavouriteStep,
  type FavouriteToggle,
  type FavouriteToggleOptions,
} from './rules/createFavouriteToggle';
export { slotClassifiesFor } from './rules/slotClassifiesFor';
export { useFavourites, type FavouriteGame, type FavouritesState } from './hooks/useFavourites';
export { useLobbyTranslation } from './i18n/useLobbyTranslation';
export * from './components/GameGrid';
export * from './components/VendorMenu';
export * from './components/ClassifyMenu';
export * from './components/GameSearch';
export * from './components/CategoryMenu';
export {
  HomeSection,
  VendorTile,
  type HomeSectionProps,
  type VendorTileProps,
} from './components/HomeSection';
export * from './components/GameMenu';
export * from './components/WinnerBoard';
export * from './components/PvpRoomList';
export * from './components/GameListDialog';
export * from './components/LotteryMenu';
export * from './components/DrawResults';
export * from './components/GoToTop';
export * from './containers';
