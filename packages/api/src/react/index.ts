// `@portal/api/react`: the provider and one SWR hook per data call. Actions (login, register, ...) go
// through `useApiClient()`.
export { ApiProvider, type ApiProviderProps } from './ApiProvider';
export { useApiClient } from './useApiClient';
export { apiKeyPrefix, type ApiResponse } from './useApiQuery';
export { useBalance, type BalanceResponse } from './useBalance';
export { useCaptcha, type CaptchaResponse } from './useCaptcha';
export { useCountryCodes } from './useCountryCodes';
export { useDomainRoutes } from './useDomainRoutes';
export { useHelpCenter } from './useHelpCenter';
export { useMemberIcon } from './useMemberIcon';
export { useMemberInfo } from './useMemberInfo';
export { useRegisterSettings, type RegisterSettingsResponse } from './useRegisterSettings';
export { useSiteConfig } from './useSiteConfig';
export { useSitePermission } from './useSitePermission';
export { useSliderChallenge, type SliderChallengeResponse } from './useSliderChallenge';
export { useSystemStatus } from './useSystemStatus';
export { useUnreadCount } from './useUnreadCount';
export { useWhitelabel } from './useWhitelabel';
export { useWhitelabelFlag } from './useWhitelabelFlag';
