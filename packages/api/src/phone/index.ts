export { createSandboxPhoneProvider, phoneProviderError } from './createSandboxPhoneProvider';
export { phoneErrorKey, phoneErrorKeys, type PhoneErrorCode } from './phoneErrorKey';
export type { PhoneProviderClient, PhoneProviderFactory } from './PhoneProviderClient';
