import { describe, expect, it } from 'vitest';
import { isApiRequestError } from '../client/ApiRequestError';
import { createApiClient } from '../client/createApiClient';
import { answer, failure, fakeFetch, type FakeHandler } from '../client/fakeFetch.fixture';
import { paths } from '../paths';
import { createSandboxPhoneProvider } from './createSandboxPhoneProvider';

function setup(handler: FakeHandler) {
  const platform = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'https://platform.test',
    merchant: 'DEMO',
    language: () => 'en',
    token: () => null,
    fetch: platform.fetch,
  });
  return { provider: createSandboxPhoneProvider(client), seen: platform.seen };
}

const number = { mobileNum: '501234567', countryDialingCode: '966' };

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isApiRequestError(error)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

describe('createSandboxPhoneProvider', () => {
  it("sends a code through the platform's sandbox provider", async () => {
    const { provider, seen } = setup(() => answer({ expiredMinutes: 1 }));
    await expect(provider.sendCode(number)).resolves.toEqual({ expiredMinutes: 1 });
    expect(seen[0]).toMatchObject({ method: 'POST', path: paths.sandboxPhoneSend });
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual(number);
  });

  it('trades a right code for the ID token', async () => {
    const { provider, seen } = setup(() => answer({ firebaseIdToken: 'id.token', expiresAt: 1 }));
    await expect(provider.verifyCode({ ...number, code: '123456' })).resolves.toEqual({
      firebaseIdToken: 'id.token',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: paths.sandboxPhoneVerify });
  });

  it('asks nothing without a number or a code, and says which is missing', async () => {
    const { provider, seen } = setup(() => answer({ expiredMinutes: 1 }));
    expect((await rejection(provider.sendCode({ ...number, mobileNum: ' ' }))).messageKey).toBe(
      'errors.phoneMissing',
    );
    expect((await rejection(provider.verifyCode({ ...number, code: '' }))).messageKey).toBe(
      'errors.codeMissing',
    );
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['BAD_INPUT', 400, 'send', 'auth/invalid-phone-number', 'errors.phoneInvalid'],
    ['BAD_INPUT', 400, 'verify', 'auth/invalid-verification-code', 'errors.smsCodeInvalid'],
    ['SMS_TOO_MANY', 429, 'send', 'auth/too-many-requests', 'errors.smsTooMany'],
    ['SMS_QUOTA', 429, 'send', 'auth/quota-exceeded', 'errors.smsQuota'],
    ['SMS_CODE_INVALID', 400, 'verify', 'auth/invalid-verification-code', 'errors.smsCodeInvalid'],
    ['SMS_CODE_EXPIRED', 400, 'verify', 'auth/code-expired', 'errors.smsCodeExpired'],
    ['SANDBOX_ONLY', 403, 'send', 'auth/operation-not-allowed', 'errors.operationNotAllowed'],
    ['INTERNAL', 500, 'send', 'auth/internal-error', 'errors.phoneUnknown'],
  ])('answers %s (%i) on %s as %s', async (code, status, call, providerCode, key) => {
    const { provider } = setup(() => failure(status, code, 'refused'));
    const pending =
      call === 'send' ? provider.sendCode(number) : provider.verifyCode({ ...number, code: '123456' });
    const error = await rejection(pending);
    expect(error).toMatchObject({ code: providerCode, status, messageKey: key });
  });

  it('keeps a lost connection in its own words', async () => {
    const { provider } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejection(provider.sendCode(number))).toMatchObject({
      code: 'NETWORK',
      messageKey: 'errors.network',
    });
  });
});
