// The platform contract shared by apps/platform and every client. No React, no DOM.
export { fail, isEnvelope, ok, type Envelope } from './envelope';
export { paths } from './paths';
export { SystemStatus, type SystemStatusCode, type SystemStatusValue } from './system';
export {
  decryptPayload,
  encryptPayload,
  importPrivateKey,
  importPublicKey,
  isEncryptedPayload,
  PayloadDecryptionError,
  type EncryptedPayload,
} from './crypto/payloadCipher';
