import { paths } from '@portal/api';
import { expect } from 'vitest';
import type { TestPlatform } from './testPlatform';

/** Makes a trial account (type 4) through free play and returns its token. */
export async function loginAsTrial(tp: TestPlatform, remoteAddress = '198.51.100.44'): Promise<string> {
  const res = await tp.app.inject({
    method: 'POST',
    url: paths.freeplayLogin,
    payload: { os: 'Linux', platform: 'W', value: await tp.encrypt({ language: 'en' }), gatewayVersion: 3 },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
}
