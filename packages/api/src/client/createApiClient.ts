import { inputIsQuery, type Call, type ValueOf } from '../call';
import * as calls from '../calls';
import type { RegisterRequest } from '../contract/member';
import { captchaKeyHeader } from '../contract/verification';
import type {
  ApiClient,
  ApiClientOptions,
  ApiQuery,
  ApiRequest,
  CallArguments,
  FreeplayOptions,
} from './ApiClient';
import { ApiRequestError } from './ApiRequestError';
import { createPublicKeyCache } from './createPublicKeyCache';
import { createTransport } from './createTransport';

// The cipher loads with the first encrypted call (a login, a registration), not with the first page.
const encryptPayload = async (key: CryptoKey, value: unknown) =>
  (await import('../crypto/payloadCipher')).encryptPayload(key, value);

/** What the browser says its operating system is, for free play (the platform only records it). */
const browserOs = (): string => globalThis.navigator?.platform || 'unknown';

/**
 * The typed client of the platform contract (`paths`): base URL, merchant, language and token headers,
 * the timeout, the envelope turned into typed data or an ApiRequestError with its message key, and the
 * payload encryption of the calls the spec encrypts.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const exchange = createTransport(options);
  const send = async <T>(request: ApiRequest): Promise<T> => (await exchange<T>(request)).value;
  const keys = createPublicKeyCache(() => call(calls.publicKey));

  const request = <T>(call: ApiRequest): Promise<T> =>
    call.encrypted
      ? keys.seal(async (key) => send<T>({ ...call, body: await encryptPayload(key, call.body) }))
      : send<T>(call);

  /** The request of one declared call. */
  const requestOf = (declared: Call, input: unknown, callOptions: CallArguments<Call>[1]): ApiRequest => {
    if (declared.idempotent && !callOptions?.idempotencyKey) {
      throw new TypeError(`${declared.name} moves money: pass { idempotencyKey } (one per intent).`);
    }
    return {
      method: declared.method,
      path: declared.path,
      ...(inputIsQuery(declared) ? { query: input as ApiQuery | undefined } : { body: input }),
      encrypted: declared.encrypted,
      file: declared.produces !== undefined,
      ...callOptions,
    };
  };

  function call<C extends Call>(declared: C, ...[input, callOptions]: CallArguments<C>): Promise<ValueOf<C>> {
    return request<ValueOf<C>>(requestOf(declared, input, callOptions));
  }

  const register = (declared: typeof calls.register | typeof calls.registerMobile, draft: RegisterRequest) =>
    call(declared, { registerMethod: 'WEB', ...draft });

  return {
    language: () => options.language(),
    token: () => options.token(),
    call,
    request,

    systemStatus: () => call(calls.systemStatus),
    siteConfig: () => call(calls.siteConfig),
    sitePermission: () => call(calls.sitePermission),
    whitelabel: () => call(calls.whitelabel),
    registerSettings: () => call(calls.registerSettings),
    domainRoute: () => call(calls.domainRoute, { device: 0 }),
    helpCenter: (lang) => call(calls.helpCenter, { lang, device: 'WEB' }),
    countryCodes: () => call(calls.countryCode),
    publicKey: () => call(calls.publicKey),

    login: (body) => call(calls.login, body),
    // Only the language travels encrypted here; the rest of the body is plain, as the spec lists it.
    freeplayLogin: ({ os = browserOs(), language = options.language() }: FreeplayOptions = {}) =>
      keys.seal(async (key) =>
        call(calls.freeplayLogin, {
          os,
          platform: 'W',
          value: await encryptPayload(key, { language }),
          gatewayVersion: 3,
        }),
      ),
    logout: async () => {
      await call(calls.logout);
    },
    handoverCode: () => call(calls.handoverCode, {}),
    handoverLogin: (code) => call(calls.handoverLogin, { code }),
    memberInfo: () => call(calls.memberInfo),
    memberIcon: () => call(calls.memberIcon),
    firstLogin: () => call(calls.firstLogin, {}),

    register: (draft) => register(calls.register, draft),
    registerMobile: (draft) => register(calls.registerMobile, draft),
    smsRegisterCode: (body) => call(calls.smsRegister, body),
    smsLoginCode: (body) => call(calls.smsNoLogin, body),
    affiliate: (code, domain) => call(calls.affiliate, { code, domain }),

    changePassword: (body) => call(calls.changePassword, body),
    forgotByEmail: ({ username, email }) =>
      call(calls.forgotByEmail, new URLSearchParams({ username, email })),
    setPasswordByPhone: (body) => call(calls.setPasswordByPhone, body),
    resetPassword: (body) => call(calls.resetPassword, body),

    captcha: async () => {
      const answer = await exchange<string>(requestOf(calls.captcha, undefined, undefined));
      const key = answer.headers.get(captchaKeyHeader);
      // Without its key an image cannot be answered (a cross-origin platform must expose the header).
      if (!key || typeof answer.value !== 'string') {
        throw new ApiRequestError({
          code: 'BAD_RESPONSE',
          status: answer.status,
          messageKey: 'errors.network',
        });
      }
      return { image: answer.value, key };
    },
    sliderChallenge: () => call(calls.sliderChallenge),
    sliderVerify: (body) => call(calls.sliderVerify, body),

    balance: () => call(calls.balance),
  };
}
