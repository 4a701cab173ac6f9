import type { RegisterRequest, RegisterValue } from '../contract/member';
import type { HandoverLoginRequest } from '../contract/session';
import type { PublicKeyValue } from '../contract/site';
import { captchaKeyHeader } from '../contract/verification';
import { paths } from '../paths';
import type { ApiClient, ApiClientOptions, ApiQuery, ApiRequest, FreeplayOptions } from './ApiClient';
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
  const keys = createPublicKeyCache(() => send<PublicKeyValue>({ method: 'GET', path: paths.publicKey }));

  const request = <T>(call: ApiRequest): Promise<T> =>
    call.encrypted
      ? keys.seal(async (key) => send<T>({ ...call, body: await encryptPayload(key, call.body) }))
      : send<T>(call);

  const get = <T>(path: string, query?: ApiQuery) => request<T>({ method: 'GET', path, query });
  const post = <T>(path: string, body: unknown, encrypted = false) =>
    request<T>({ method: 'POST', path, body, encrypted });
  const register = (path: string, draft: RegisterRequest) =>
    request<RegisterValue>({
      method: 'PUT',
      path,
      body: { registerMethod: 'WEB', ...draft },
      encrypted: true,
    });

  return {
    language: () => options.language(),
    token: () => options.token(),
    request,

    systemStatus: () => get(paths.systemStatus),
    siteConfig: () => get(paths.siteConfig),
    sitePermission: () => get(paths.sitePermission),
    whitelabel: () => get(paths.whitelabel),
    registerSettings: () => get(paths.registerSettings),
    domainRoute: () => get(paths.domainRoute, { device: 0 }),
    helpCenter: (lang) => get(paths.helpCenter, { lang, device: 'WEB' }),
    countryCodes: () => get(paths.countryCode),
    publicKey: () => get(paths.publicKey),

    login: (body) => post(paths.login, body, true),
    // Only the language travels encrypted here; the rest of the body is plain, as the spec lists it.
    freeplayLogin: ({ os = browserOs(), language = options.language() }: FreeplayOptions = {}) =>
      keys.seal(async (key) =>
        send({
          method: 'POST',
          path: paths.freeplayLogin,
          body: { os, platform: 'W', value: await encryptPayload(key, { language }), gatewayVersion: 3 },
        }),
      ),
    logout: async () => {
      await request<null>({ method: 'DELETE', path: paths.logout });
    },
    handoverCode: () => post(paths.handoverCode, {}),
    handoverLogin: (code) => post(paths.handoverLogin, { code } satisfies HandoverLoginRequest),
    memberInfo: () => get(paths.memberInfo),
    memberIcon: () => get(paths.memberIcon),
    firstLogin: () => post(paths.firstLogin, {}),

    register: (draft) => register(paths.register, draft),
    registerMobile: (draft) => register(paths.registerMobile, draft),
    smsRegisterCode: (body) => post(paths.smsRegister, body),
    smsLoginCode: (body) => post(paths.smsNoLogin, body),
    affiliate: (code, domain) => get(paths.affiliate, { code, domain }),

    changePassword: (body) => post(paths.changePassword, body, true),
    forgotByEmail: ({ username, email }) =>
      post(paths.forgotByEmail, new URLSearchParams({ username, email })),
    setPasswordByPhone: (body) => post(paths.setPasswordByPhone, body, true),
    resetPassword: (body) => post(paths.resetPassword, body, true),

    captcha: async () => {
      const answer = await exchange<string>({ method: 'GET', path: paths.captcha });
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
    sliderChallenge: () => get(paths.slider),
    sliderVerify: (body) => post(paths.slider, body),

    balance: () => get(paths.balance),
  };
}
