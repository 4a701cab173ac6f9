// A username login over HTTP as the portal makes it (the sandbox slider, then a captcha if the platform
// asks for one), for the benchmarks that measure a logged-in member.
import { webcrypto } from 'node:crypto';

// The platform's paths (packages/api/src/paths.ts), repeated because this script runs without TypeScript.
const paths = {
  publicKey: '/wps/system/publicKey',
  slider: '/wps/verification/slider',
  sandboxSlider: '/wps/sandbox/slider',
  captcha: '/wps/captcha',
  sandboxCaptcha: '/wps/sandbox/captcha',
  login: '/wps/session/login',
};

async function call(base, path, { method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

function valueOf(res, what) {
  if (res.status !== 200 || !res.json.success) {
    throw new Error(`${what} answered ${res.status} ${JSON.stringify(res.json)}`);
  }
  return res.json.value;
}

const b64 = (bytes) => Buffer.from(bytes).toString('base64');

/** The platform's hybrid payload (packages/api/src/crypto/payloadCipher.ts): AES-256-GCM under RSA-OAEP. */
async function encryptPayload(jwk, value) {
  const { subtle } = webcrypto;
  const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const publicKey = await subtle.importKey('jwk', jwk, rsa, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, Buffer.from(JSON.stringify(value)));
  const key = await subtle.encrypt(rsa, publicKey, await subtle.exportKey('raw', aesKey));
  return { v: 1, key: b64(key), iv: b64(iv), data: b64(data) };
}

/** A username login as the portal makes it: slider pass, then a captcha if the platform asks for one. */
export async function login(base, username, password) {
  const { jwk } = valueOf(await call(base, paths.publicKey), 'the public key');
  const attempt = async (withCaptcha) => {
    const challenge = valueOf(await call(base, paths.slider), 'the slider');
    const { x } = valueOf(
      await call(base, `${paths.sandboxSlider}?id=${challenge.id}`),
      'the sandbox slider',
    );
    const trail = [
      [0, 0],
      [x / 2, 200],
      [x, 600],
    ];
    const slider = valueOf(
      await call(base, paths.slider, {
        method: 'POST',
        body: { challengeId: challenge.id, x, durationMs: 640, trail },
      }),
      'the slider check',
    );
    let captcha = {};
    if (withCaptcha) {
      const image = await call(base, paths.captcha);
      valueOf(image, 'the captcha');
      const captchaKey = image.headers.get('x-captcha-key');
      const { answer } = valueOf(await call(base, `${paths.sandboxCaptcha}?key=${captchaKey}`), 'the answer');
      captcha = { captcha: answer, captchaKey };
    }
    const body = await encryptPayload(jwk, { type: 'username', username, password, ...slider, ...captcha });
    return call(base, paths.login, { method: 'POST', body });
  };
  let res = await attempt(false);
  // A failed login elsewhere (the Redis may be shared) asks for a captcha; asking again counts no failure.
  if (res.json.code === 'CAPTCHA_INVALID') res = await attempt(true);
  return valueOf(res, `the login of ${username}`).token;
}
