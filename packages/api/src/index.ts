// The platform contract shared by apps/platform and every client, and the typed client. No React.
export { fail, isEnvelope, ok, type Envelope } from './envelope';
export { errorMessages, errors, errorStatuses, isErrorCode, type ErrorCode } from './errors';
export { idempotencyKeyHeader, paths, resetPasswordPage, tokenHeader } from './paths';
export { SystemStatus, type SystemStatusCode, type SystemStatusValue } from './system';
export type * from './contract/session';
export * from './contract/verification';
export type * from './contract/member';
export * from './contract/cashier';
export * from './contract/withdrawal';
export { cashierPaths } from './cashierPaths';
export * from './contract/site';
export * from './contract/content';
export type * from './contract/memberCentre';
export type * from './contract/messages';
export type * from './contract/loginHistory';
export type * from './contract/profile';
export type * from './contract/wallets';
export * from './contract/records';
export { memberPaths } from './memberPaths';
export * from './contract/upline';
export type * from './contract/feedback';
export type * from './contract/liveChat';
export * from './contract/officialInfo';
export * from './contract/socialLogin';
export type * from './contract/phoneProvider';
export * from './contract/games';
export {
  customerServiceKeyLength,
  decryptCustomerServicePath,
  encryptCustomerServicePath,
} from './customerServicePath';
export {
  apiCashierCatalogue,
  apiCashierMessageNamespace,
  apiCatalogue,
  apiMessages,
  apiMessageLoaders,
  apiMessageNamespace,
  type ApiMessageKey,
} from './messages';
export {
  decryptPayload,
  encryptPayload,
  importPrivateKey,
  importPublicKey,
  isEncryptedPayload,
  PayloadDecryptionError,
  type EncryptedPayload,
} from './crypto/payloadCipher';
export * from './client';
export * from './phone';
export { whitelabelFlagEnabled } from './whitelabelFlagEnabled';
export {
  defineCall,
  inputIsQuery,
  type Call,
  type CallAuth,
  type CallCache,
  type CallShape,
  type InputOf,
  type MoneyCall,
  type ValueOf,
} from './call';
export * as calls from './calls';
