export type {
  ApiAnswer,
  ApiClient,
  ApiClientOptions,
  ApiMethod,
  ApiQuery,
  ApiRequest,
  CallArguments,
  CallOptions,
  CaptchaChallenge,
  FreeplayOptions,
} from './ApiClient';
export {
  ApiRequestError,
  isApiRequestError,
  type ApiRequestErrorCode,
  type ApiRequestErrorInit,
  type ApiTransportErrorCode,
} from './ApiRequestError';
export { createApiClient } from './createApiClient';
export { defaultTimeoutMs } from './createTransport';
export { cdnUrl, pickCdn } from './pickCdn';
export {
  cacheKeys,
  flushAllCached,
  flushCached,
  merchantCodeKeys,
  readCached,
  writeCached,
  type CacheKey,
  type CacheName,
} from './sessionCache';
export { failedPingSpeed, maxPingedLines, pingDomain, type PingOptions } from './pingDomain';
