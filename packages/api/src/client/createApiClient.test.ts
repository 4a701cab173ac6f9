import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptPayload, importPrivateKey, isEncryptedPayload } from '../crypto/payloadCipher';
import * as calls from '../calls';
import { paths } from '../paths';
import type { ApiClientOptions } from './ApiClient';
import { ApiRequestError, isApiRequestError } from './ApiRequestError';
import { createApiClient } from './createApiClient';
import { answer, failure, fakeFetch, hangingResponse, type FakeHandler } from './fakeFetch.fixture';

interface TestKeys {
  publicJwk: JsonWebKey;
  privateKey: CryptoKey;
}

/** A platform key pair made with Web Crypto, the private half imported as the platform does. */
async function makeKeys(): Promise<TestKeys> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const [publicJwk, privateJwk] = await Promise.all([
    crypto.subtle.exportKey('jwk', pair.publicKey),
    crypto.subtle.exportKey('jwk', pair.privateKey),
  ]);
  return { publicJwk, privateKey: await importPrivateKey(privateJwk) };
}

let keys: TestKeys;
let otherKeys: TestKeys;
beforeAll(async () => {
  [keys, otherKeys] = await Promise.all([makeKeys(), makeKeys()]);
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(handler: FakeHandler, options: Partial<ApiClientOptions> = {}) {
  const platform = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'https://platform.test/',
    merchant: 'DEMO',
    language: () => 'ar',
    token: () => null,
    fetch: platform.fetch,
    ...options,
  });
  return { client, ...platform };
}

/** What an ApiRequestError-rejected promise carries. */
async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('createApiClient: the envelope', () => {
  it('resolves with the value of a success envelope, from the base URL and the path', async () => {
    const { client, seen } = setup(() => answer({ status: 0, ip: '1.2.3.4' }));
    await expect(client.systemStatus()).resolves.toEqual({ status: 0, ip: '1.2.3.4' });
    expect(seen[0]).toMatchObject({ url: `https://platform.test${paths.systemStatus}`, method: 'GET' });
  });

  it('turns a failure envelope into an ApiRequestError with code, status, message key and value', async () => {
    const { client } = setup(() => failure(401, 'NOT_LOGGED_IN', 'errors.notLoggedIn'));
    const error = await rejection(client.memberInfo());
    expect(error).toMatchObject({ code: 'NOT_LOGGED_IN', status: 401, messageKey: 'errors.notLoggedIn' });
    expect(isApiRequestError(error, 'NOT_LOGGED_IN')).toBe(true);
  });

  it('reads a refusal that names no message as a request that could not be done', async () => {
    const { client } = setup(
      () =>
        new Response(JSON.stringify({ success: false, code: 'ROOM_FULL' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await rejection(client.memberInfo())).toMatchObject({
      code: 'ROOM_FULL',
      status: 409,
      messageKey: 'errors.badRequest',
    });
  });

  it('keeps the value of a failed answer (the captcha flag of a failed login)', async () => {
    const { client } = setup(({ path }) =>
      path === paths.publicKey
        ? answer({ keyId: 'k1', jwk: keys.publicJwk })
        : failure(401, 'LOGIN_FAILED', 'errors.loginFailed', { captcha: true }),
    );
    const error = await rejection(client.login({ type: 'username', username: 'player1', password: 'x' }));
    expect(error).toMatchObject({ code: 'LOGIN_FAILED', status: 401, value: { captcha: true } });
  });

  it('reports a lost connection as NETWORK with errors.network', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.siteConfig());
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, messageKey: 'errors.network' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reports an answer that is not the envelope as BAD_RESPONSE', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await rejection(client.whitelabel())).toMatchObject({
      code: 'BAD_RESPONSE',
      status: 502,
      messageKey: 'errors.network',
    });
    const other = setup(() => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    expect((await rejection(other.client.whitelabel())).code).toBe('BAD_RESPONSE');
  });

  it('gives up after 20 s by default with TIMEOUT and errors.timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup(({ signal }) => hangingResponse(signal));
    const pending = rejection(client.systemStatus());
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void pending.finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', status: 0, messageKey: 'errors.timeout' });
  });

  it('takes its own timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup(({ signal }) => hangingResponse(signal), { timeoutMs: 500 });
    const pending = rejection(client.systemStatus());
    await vi.advanceTimersByTimeAsync(500);
    expect((await pending).code).toBe('TIMEOUT');
  });

  it("passes a caller's own abort through, not as a network failure", async () => {
    const { client } = setup(({ signal }) => hangingResponse(signal));
    const controller = new AbortController();
    const pending = client.request({ method: 'GET', path: paths.systemStatus, signal: controller.signal });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('createApiClient: headers and bodies', () => {
  it('sends the token (when there is one), the language and the merchant', async () => {
    let token: string | null = null;
    let language = 'ar';
    const { client, seen } = setup(() => answer({}), { language: () => language, token: () => token });
    await client.balance();
    expect(seen[0]?.headers.get('token')).toBeNull();
    expect(seen[0]?.headers.get('accept-language')).toBe('ar');
    expect(seen[0]?.headers.get('merchant')).toBe('DEMO');
    token = 'session-token';
    language = 'en';
    await client.balance();
    expect(seen[1]?.headers.get('token')).toBe('session-token');
    expect(seen[1]?.headers.get('accept-language')).toBe('en');
  });

  it('builds queries, leaving out what is undefined', async () => {
    const { client, seen } = setup(() => answer({}));
    await client.helpCenter('en');
    await client.domainRoute();
    await client.affiliate('AG123');
    expect(seen.map((request) => request.url)).toEqual([
      `https://platform.test${paths.helpCenter}?lang=en&device=WEB`,
      `https://platform.test${paths.domainRoute}?device=0`,
      `https://platform.test${paths.affiliate}?code=AG123`,
    ]);
  });

  it('posts the first-login action with the session token', async () => {
    const { client, seen } = setup(() => answer({ firstLoginAt: 1 }), { token: () => 'session-token' });
    await expect(client.firstLogin()).resolves.toEqual({ firstLoginAt: 1 });
    expect(seen[0]).toMatchObject({ method: 'POST', path: paths.firstLogin });
    expect(seen[0]?.headers.get('token')).toBe('session-token');
  });

  it("makes a hand-over code with the member's token, and exchanges one for a login", async () => {
    const { client, seen } = setup(
      (request) =>
        request.path === paths.handoverCode
          ? answer({ code: 'one-time', expiresInSeconds: 60 })
          : answer({ token: 'new-session' }),
      { token: () => 'session-token' },
    );
    await expect(client.handoverCode()).resolves.toEqual({ code: 'one-time', expiresInSeconds: 60 });
    expect(seen[0]).toMatchObject({ method: 'POST', path: paths.handoverCode });
    expect(seen[0]?.headers.get('token')).toBe('session-token');
    await expect(client.handoverLogin('one-time')).resolves.toEqual({ token: 'new-session' });
    expect(seen[1]).toMatchObject({ method: 'POST', path: paths.handoverLogin });
    expect(JSON.parse(seen[1]?.body ?? 'null')).toEqual({ code: 'one-time' });
  });

  it('sends the forgot-by-email call as a form body', async () => {
    const { client, seen } = setup(() => answer(true));
    await expect(client.forgotByEmail({ username: 'player1', email: 'p1@example.com' })).resolves.toBe(true);
    expect(seen[0]).toMatchObject({ method: 'POST', path: paths.forgotByEmail });
    expect(seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      username: 'player1',
      email: 'p1@example.com',
    });
  });

  it('sends JSON bodies, the idempotency key and extra headers of a generic request', async () => {
    const { client, seen } = setup(() => answer({ done: true }));
    await client.request({
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      body: { amount: 100 },
      idempotencyKey: 'intent-0001',
      headers: { 'x-request-id': 'r1' },
    });
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('intent-0001');
    expect(seen[0]?.headers.get('x-request-id')).toBe('r1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ amount: 100 });
  });

  it('makes a declared call: its input in the query of a GET, in the body otherwise', async () => {
    const { client, seen } = setup(() => answer({ list: [] }));
    await client.call(calls.popularGames, { language: 'ar' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toContain(`${paths.popularGames}?language=ar`);
    await client.call(calls.favouriteRemove, { nodeId: 7, vendor: 'PG', gameType: 'RNG' });
    expect(seen[1]?.method).toBe('DELETE');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ nodeId: 7, vendor: 'PG', gameType: 'RNG' });
  });

  it('sends the idempotency key of a money-moving call, and refuses one without', async () => {
    const { client, seen } = setup(() => answer({ balances: {} }));
    const body = { from: 'main', to: 'PG_WALLET', amountMinor: 100 };
    await client.call(calls.walletTransfer, body, { idempotencyKey: 'intent-0002' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('intent-0002');
    // @ts-expect-error: a money-moving call requires its key.
    expect(() => client.call(calls.walletTransfer, body)).toThrow(/idempotencyKey/);
    expect(seen).toHaveLength(1);
  });

  it('reads the captcha image and its key from the header', async () => {
    const { client } = setup(() => answer('iVBORw0KGgo=', { headers: { 'x-captcha-key': 'cap-1' } }));
    await expect(client.captcha()).resolves.toEqual({ image: 'iVBORw0KGgo=', key: 'cap-1' });
    const hidden = setup(() => answer('iVBORw0KGgo='));
    expect((await rejection(hidden.client.captcha())).code).toBe('BAD_RESPONSE');
  });
});

describe('createApiClient: encrypted calls', () => {
  /** A platform that opens encrypted bodies with the current private key, as defineRoute does. */
  function encryptedPlatform(current: () => TestKeys) {
    const opened: unknown[] = [];
    const handler: FakeHandler = async ({ path, body }) => {
      if (path === paths.publicKey) return answer({ keyId: 'k', jwk: current().publicJwk });
      const payload: unknown = JSON.parse(body ?? 'null');
      const sealed = path === paths.freeplayLogin ? (payload as { value: unknown }).value : payload;
      try {
        opened.push(await decryptPayload(current().privateKey, sealed));
      } catch {
        return failure(400, 'BAD_PAYLOAD', 'errors.badPayload');
      }
      return answer({ token: 't', firstTimeLogin: false });
    };
    return { handler, opened };
  }

  it('sends {v, key, iv, data} that the platform key opens, and fetches the key once', async () => {
    const { handler, opened } = encryptedPlatform(() => keys);
    const { client, seen } = setup(handler);
    const request = { type: 'username', username: 'player1', password: 'S3cret!pass' } as const;
    await client.login(request);
    await client.changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    const login = seen.find((r) => r.path === paths.login);
    const sent: unknown = JSON.parse(login?.body ?? 'null');
    expect(isEncryptedPayload(sent)).toBe(true);
    expect(Object.keys(sent as object).sort()).toEqual(['data', 'iv', 'key', 'v']);
    expect(login?.body).not.toContain('S3cret');
    expect(opened[0]).toEqual(request);
    expect(seen.filter((r) => r.path === paths.publicKey)).toHaveLength(1);
  });

  it('refetches the key once and retries when the platform cannot open the payload', async () => {
    let current = otherKeys;
    const { handler, opened } = encryptedPlatform(() => current);
    const { client, seen } = setup(handler);
    await client.setPasswordByPhone({ newPassword: 'n', mobileNum: '0501234567', verificationCode: '1234' });
    // The platform rotates its key; the client still holds the old one.
    current = keys;
    await client.register({ username: 'player2', password: 'p', confirmPassword: 'p' });
    const calls = seen.map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      `GET ${paths.publicKey}`,
      `POST ${paths.setPasswordByPhone}`,
      `PUT ${paths.register}`,
      `GET ${paths.publicKey}`,
      `PUT ${paths.register}`,
    ]);
    expect(opened[1]).toEqual({
      registerMethod: 'WEB',
      username: 'player2',
      password: 'p',
      confirmPassword: 'p',
    });
  });

  it('retries only once: a payload refused again is reported', async () => {
    const { client, seen } = setup(({ path }) =>
      path === paths.publicKey
        ? answer({ keyId: 'k', jwk: keys.publicJwk })
        : failure(400, 'BAD_PAYLOAD', 'errors.badPayload'),
    );
    expect((await rejection(client.registerMobile({ mobileNum: '0501234567' }))).code).toBe('BAD_PAYLOAD');
    expect(seen.filter((r) => r.path === paths.registerMobile)).toHaveLength(2);
  });

  it('asks for the key again after a failed key fetch', async () => {
    let up = false;
    const { handler } = encryptedPlatform(() => keys);
    const { client } = setup((request) => (up ? handler(request) : Promise.reject(new TypeError('offline'))));
    expect((await rejection(client.login({ type: 'username', username: 'a', password: 'b' }))).code).toBe(
      'NETWORK',
    );
    up = true;
    await expect(client.login({ type: 'username', username: 'a', password: 'b' })).resolves.toMatchObject({
      token: 't',
    });
  });

  it('encrypts the language of a free-play login and sends the rest as the spec lists it', async () => {
    const { handler, opened } = encryptedPlatform(() => keys);
    const { client, seen } = setup(handler, { language: () => 'en' });
    await client.freeplayLogin({ os: 'Linux' });
    const sent = JSON.parse(seen.find((r) => r.path === paths.freeplayLogin)?.body ?? 'null') as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ os: 'Linux', platform: 'W', gatewayVersion: 3 });
    expect(isEncryptedPayload(sent.value)).toBe(true);
    expect(opened[0]).toEqual({ language: 'en' });
  });
});
