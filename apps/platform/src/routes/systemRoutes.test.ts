import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createPlatform } from '../platform';
import type { Database } from '../db/database';
import { defaultSystemState } from '../system/systemState';
import { testConfig, testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';

const operator = { authorization: `Bearer ${testOperatorToken}` };

describe.each(databaseCases())('system routes on $name', ({ open }) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await open();
    app = await buildApp(await createPlatform(testConfig(), database.db));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  // Through the operator's route, as an operator does: it also forgets the node's cached switches.
  beforeEach(async () => {
    await app.inject({
      method: 'PUT',
      url: '/wps/operator/system',
      headers: operator,
      payload: defaultSystemState,
    });
  });

  const status = async (headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
    (await app.inject({ method: 'GET', url: '/wps/system/status', headers, remoteAddress })).json();

  it('answers 0 (normal) in the envelope with the visitor IP', async () => {
    expect(await status()).toEqual({ success: true, value: { status: 0, ip: '203.0.113.9' } });
  });

  it('switches to maintenance at run time, with its end time, and back', async () => {
    const state = { ...defaultSystemState, maintenance: { enabled: true, endTime: 1_800_000_000_000 } };
    const put = await app.inject({
      method: 'PUT',
      url: '/wps/operator/system',
      headers: operator,
      payload: state,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ success: true, value: state });
    expect((await status()).value).toEqual({
      status: 1,
      ip: '203.0.113.9',
      maintenanceEndTime: 1_800_000_000_000,
    });

    await app.inject({
      method: 'PUT',
      url: '/wps/operator/system',
      headers: operator,
      payload: defaultSystemState,
    });
    expect((await status()).value.status).toBe(0);
  });

  it('restricts by IP list and by country, and maintenance wins', async () => {
    const region = { enabled: true, ips: ['198.51.100.7'], countries: ['XK'] };
    await app.inject({
      method: 'PUT',
      url: '/wps/operator/system',
      headers: operator,
      payload: { ...defaultSystemState, regionRestriction: region },
    });
    expect((await status({}, '198.51.100.7')).value).toEqual({ status: 2, ip: '198.51.100.7' });
    expect((await status({ 'cf-ipcountry': 'xk' })).value.status).toBe(2);
    expect((await status({ 'cf-ipcountry': 'FR' })).value.status).toBe(0);
    await app.inject({
      method: 'PUT',
      url: '/wps/operator/system',
      headers: operator,
      payload: { maintenance: { enabled: true }, regionRestriction: region },
    });
    expect((await status({}, '198.51.100.7')).value.status).toBe(1);
  });

  it('reads the current switches for the operator', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/operator/system', headers: operator });
    expect(res.json()).toEqual({ success: true, value: defaultSystemState });
  });

  it('refuses a missing or wrong operator token, changing nothing', async () => {
    const body = { ...defaultSystemState, maintenance: { enabled: true } };
    const none = await app.inject({ method: 'PUT', url: '/wps/operator/system', payload: body });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'errors.operatorUnauthorized',
    });
    const wrong = await app.inject({
      method: 'PUT',
      url: '/wps/operator/system',
      headers: { authorization: 'Bearer nope' },
      payload: body,
    });
    expect(wrong.statusCode).toBe(401);
    expect((await status()).value.status).toBe(0);
  });

  it('answers bad input with 400 and the envelope, changing nothing', async () => {
    const bad: unknown[] = [
      { maintenance: { enabled: 'yes' }, regionRestriction: defaultSystemState.regionRestriction },
      { ...defaultSystemState, regionRestriction: { enabled: true, ips: ['not-an-ip'], countries: [] } },
      { ...defaultSystemState, regionRestriction: { enabled: true, ips: [], countries: ['france'] } },
      { ...defaultSystemState, extra: 1 },
      {
        maintenance: { enabled: true, endTime: -5 },
        regionRestriction: defaultSystemState.regionRestriction,
      },
      [],
    ];
    for (const payload of bad) {
      const res = await app.inject({
        method: 'PUT',
        url: '/wps/operator/system',
        headers: operator,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    const text = await app.inject({
      method: 'PUT',
      url: '/wps/operator/system',
      headers: { ...operator, 'content-type': 'application/json' },
      payload: 'not json',
    });
    expect(text.statusCode).toBe(400);
    expect((await status()).value.status).toBe(0);
  });
});

describe('operator routes without a configured token', () => {
  it('are closed with 403', async () => {
    const [dbCase] = databaseCases();
    const database = await dbCase!.open();
    const app = await buildApp(await createPlatform(testConfig({ operatorToken: undefined }), database.db));
    const res = await app.inject({ method: 'GET', url: '/wps/operator/system', headers: operator });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATOR_DISABLED');
    await app.close();
    await database.close();
  });
});
