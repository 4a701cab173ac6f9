// `@portal/api/react`: the provider, `useCall` (any declared read) and `useMutation` (any declared
// action), and the named hooks partners import, each a thin use of its declaration.
export { ApiProvider, type ApiProviderProps } from './ApiProvider';
export { useApiClient } from './useApiClient';
export { apiKeyPrefix, type ApiResponse } from './useApiQuery';
export { useCall } from './useCall';
export { useMutation, type MutationResponse } from './useMutation';
export { useIdempotencyKey, type IdempotencyKeys } from './useIdempotencyKey';
export { useAfterMoneyMove } from './useAfterMoneyMove';
export { useAnnouncements, type AnnouncementsOptions } from './useAnnouncements';
export { useBalance, type BalanceResponse } from './useBalance';
export { useCaptcha, type CaptchaResponse } from './useCaptcha';
export { useConsolidated } from './useConsolidated';
export {
  useAppDownload,
  useBanners,
  useFeedbackSettings,
  useLiveModels,
  useMirrors,
  useNotices,
  usePromotions,
} from './useContent';
export { useCountryCodes } from './useCountryCodes';
export { useDomainRoutes } from './useDomainRoutes';
export { useDomainSpeeds, type DomainSpeed } from './useDomainSpeeds';
export { useFavouriteIds } from './useFavouriteIds';
export { useFavouriteList } from './useFavouriteList';
export { useGameAnnouncements } from './useGameAnnouncements';
export { useGameList } from './useGameList';
export { useGameMenus } from './useGameMenus';
export { useGameVendors, type GameVendorsResponse } from './useGameVendors';
export { useHelpCenter } from './useHelpCenter';
export { useHotGames, type HotGamesResponse } from './useHotGames';
export { useImageUrl } from './useImageUrl';
export {
  lotteryLaunchTarget,
  useLaunchGame,
  type LaunchOptions,
  type LaunchTarget,
  type LotteryLaunch,
} from './useLaunchGame';
export { useLotteryGames } from './useLotteryGames';
export { useLotteryMenu } from './useLotteryMenu';
export { useMemberIcon } from './useMemberIcon';
export { useMemberInfo } from './useMemberInfo';
export { useMerchantWallet } from './useMerchantWallet';
export { useOpenedDraws, useVnOpenedDraws } from './useOpenedDraws';
export { usePhoneProvider, type PhoneProviderState } from './usePhoneProvider';
export { usePopularGames } from './usePopularGames';
export { usePvpRooms } from './usePvpRooms';
export { useRankList } from './useRankList';
export { useRecentGames } from './useRecentGames';
export { useRecentLotteryGames } from './useRecentLotteryGames';
export { useRegisterSettings, type RegisterSettingsResponse } from './useRegisterSettings';
export { useSiteConfig } from './useSiteConfig';
export { useSitePermission } from './useSitePermission';
export { useSliderChallenge, type SliderChallengeResponse } from './useSliderChallenge';
export { useSystemStatus } from './useSystemStatus';
export { useUnreadCount } from './useUnreadCount';
export { useVendorGameTypes } from './useVendorGameTypes';
export { useWhitelabel } from './useWhitelabel';
export { useWhitelabelFlag } from './useWhitelabelFlag';
