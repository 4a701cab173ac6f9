import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databaseCases())('request ids on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { seed: false });
  });
  afterAll(() => tp.close());

  const idFor = async (sent?: string) =>
    (
      await tp.app.inject({
        method: 'GET',
        url: paths.healthz,
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      })
    ).headers['x-request-id'];

  it("keeps a caller's plain id of up to 64 characters", async () => {
    expect(await idFor('report-2026.11.22:0042')).toBe('report-2026.11.22:0042');
    expect(await idFor('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('makes a fresh id when none is sent, or the one sent is too long or not plain', async () => {
    expect(await idFor()).toMatch(uuid);
    for (const sent of [
      'a'.repeat(65),
      'x'.repeat(10_000),
      '',
      ' spaced',
      'a b',
      '<script>',
      'line"break',
      '-lead',
      'ü',
    ]) {
      expect(await idFor(sent), sent.slice(0, 20)).toMatch(uuid);
    }
  });
});
