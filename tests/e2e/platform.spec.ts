import { encryptPayload, importPublicKey, paths } from '@portal/api';
import { expect, test } from '@playwright/test';
import { e2eDemoPassword } from '../playwright.config';

// The built platform as `pnpm start` runs it: seeded brand, sandbox routes, encrypted login (untagged:
// the wide-screen project leaves these calls, which involve no page, to the other).

test('the seeded platform is ready and describes itself', async ({ request }) => {
  expect((await (await request.get(paths.readyz)).json()).value).toMatchObject({ status: 'ready' });
  const config = (await (await request.get(paths.siteConfig)).json()).value;
  expect(config).toMatchObject({ merchantCode: 'DEMO', defaultLanguage: 'ar', maintenance: false });
  const openapi = await (await request.get(paths.openapi)).json();
  expect(Object.keys(openapi.paths)).toContain(paths.login);
});

test('a demo member logs in through the slider with an encrypted body and reads the balance', async ({
  request,
}) => {
  const challenge = (await (await request.get(paths.slider)).json()).value;
  const gap = (await (await request.get(`${paths.sandboxSlider}?id=${challenge.id}`)).json()).value;
  const verify = await request.post(paths.slider, {
    data: {
      challengeId: challenge.id,
      x: gap.x,
      durationMs: 700,
      trail: [
        [0, 0],
        [gap.x / 2, 300],
        [gap.x, 700],
      ],
    },
  });
  const slider = (await verify.json()).value;
  const publicKey = await importPublicKey((await (await request.get(paths.publicKey)).json()).value.jwk);
  const body = { type: 'username', username: 'demomember', password: e2eDemoPassword, ...slider };
  const login = await request.post(paths.login, { data: await encryptPayload(publicKey, body) });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()).value;
  const balance = await request.get(paths.balance, { headers: { token } });
  expect((await balance.json()).value).toMatchObject({ balance: '1000.00', currencySymbol: '$' });
  const logout = await request.delete(paths.logout, { headers: { token } });
  expect(logout.status()).toBe(200);
  expect((await request.get(paths.memberInfo, { headers: { token } })).status()).toBe(401);
});
