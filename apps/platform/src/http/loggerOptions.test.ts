import { paths, tokenHeader } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { redactUrl } from './redactUrl';

const secret = 'S3cretValue0123456789';

describe('redactUrl', () => {
  it('replaces the values of token, session, code and the like, and keeps the rest', () => {
    expect(redactUrl('/?token=abc')).toBe('/?token=[redacted]');
    expect(redactUrl('/sandbox/game?session=abc&lang=ar')).toBe('/sandbox/game?session=[redacted]&lang=ar');
    expect(redactUrl('/cb?code=1&state=2&scope=email')).toBe(
      '/cb?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/x?Access_Token=1&firebaseIdToken=2&newPassword=3&id_token=4&%74oken=5')).toBe(
      '/x?Access_Token=[redacted]&firebaseIdToken=[redacted]&newPassword=[redacted]&id_token=[redacted]&%74oken=[redacted]',
    );
    expect(redactUrl('/wps/relay/GCSGAME_gameList?gameCode=7&page=2')).toBe(
      '/wps/relay/GCSGAME_gameList?gameCode=7&page=2',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/?%E0%A4%A=1&token')).toBe('/?%E0%A4%A=1&token');
  });
});

describe.each(databaseCases())('the request log on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { seed: false });
  });
  afterAll(() => tp.close());

  it('never writes a token, a game session or a code, from the address or the headers', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      { ...tp.platform, config: { ...tp.platform.config, logLevel: 'info' } },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      for (const url of [
        `/?token=${secret}`,
        `${paths.sandboxGame}?session=${secret}`,
        `/wps/oauth/google/consent?code=${secret}&state=${secret}`,
        `/wps/nothing/here?TOKEN=${secret}`,
        `${paths.memberInfo}?firebaseIdToken=${secret}`,
      ]) {
        await app.inject({
          method: 'GET',
          url,
          headers: { [tokenHeader]: secret, authorization: `Bearer ${secret}`, cookie: `s=${secret}` },
        });
      }
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain(`"url":"${paths.sandboxGame}?session=[redacted]"`);
    expect(log).toContain('"url":"/?token=[redacted]"');
    expect(log).not.toContain(secret);
  });
});
