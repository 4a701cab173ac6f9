import { idempotencyKeyHeader, paths } from '@portal/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSystemState, type SystemState } from '../system/systemState';
import { loginAs } from '../testing/flows';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

/**
 * Spellings of one path that a router may decode or fold to the same route: percent-encoded letters and
 * slashes, doubled slashes, other letter cases. Each one must meet the gate or no route at all.
 */
function spellingsOf(path: string): string[] {
  const rest = path.slice('/wps/'.length);
  const encodeAll = (text: string) =>
    [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  return [
    path,
    `/%77ps/${rest}`,
    `/%77%70%73/${rest}`,
    `/w%70s/${rest}`,
    `/%57ps/${rest}`,
    `/WPS/${rest}`,
    `/Wps/${rest}`,
    `/%2Fwps/${rest}`,
    `//wps/${rest}`,
    `/wps//${rest}`,
    `/wps%2F${rest.replaceAll('/', '%2F')}`,
    `/wps/${encodeAll(rest)}`,
    `/%77ps/${rest}?x=1`,
    `/wps/${rest}/`,
    `/./wps/${rest}`,
  ];
}

describe.each(databaseCases())('the availability gate on $name', (databaseCase) => {
  let tp: TestPlatform;
  let token: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    token = await loginAs(tp, 'demomember');
  });
  afterAll(() => tp.close());

  const setState = async (state: SystemState) => {
    const res = await tp.app.inject({
      method: 'PUT',
      url: paths.operatorSystem,
      headers: { authorization: `Bearer ${testOperatorToken}` },
      payload: state,
    });
    expect(res.statusCode).toBe(200);
  };
  afterEach(() => setState(defaultSystemState));
  const balance = async () =>
    (await tp.app.inject({ method: 'GET', url: paths.balance, headers: { token } })).json().value
      .balanceMinor as number;

  let key = 0;
  const deposit = (url: string, remoteAddress = '203.0.113.20') =>
    tp.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { token, [idempotencyKeyHeader]: `gate-deposit-${(key += 1)}` },
      payload: { type: 'deposit', amountMinor: 100 },
    });
  const memberRead = (url: string, remoteAddress = '203.0.113.20') =>
    tp.app.inject({ method: 'GET', url, remoteAddress, headers: { token } });

  const calls = () =>
    [
      ...spellingsOf(paths.sandboxCashier).map((url) => [url, deposit] as const),
      ...spellingsOf(paths.memberInfo).map((url) => [url, memberRead] as const),
    ] as const;

  it('answers 503 to every spelling of a money call and a member read during maintenance', async () => {
    const before = await balance();
    await setState({ ...defaultSystemState, maintenance: { enabled: true } });
    for (const [url, call] of calls()) {
      const res = await call(url);
      // A spelling the router does not fold to the route finds nothing; one it does meets the gate.
      expect([503, 404], `${url} answered ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().success, url).toBe(false);
    }
    // The plain, encoded-letter spellings reach the route, so the gate, not chance, answered them.
    expect((await deposit(`/%77ps/${paths.sandboxCashier.slice(5)}`)).json().code).toBe('MAINTENANCE');
    expect((await memberRead(`/%77ps/${paths.memberInfo.slice(5)}`)).json().code).toBe('MAINTENANCE');
    await setState(defaultSystemState);
    expect(await balance()).toBe(before);
  });

  it('answers 403 to every spelling from a restricted address, and serves everyone else', async () => {
    const before = await balance();
    const restricted = '198.51.100.66';
    await setState({
      ...defaultSystemState,
      regionRestriction: { enabled: true, ips: [restricted], countries: [] },
    });
    for (const [url, call] of calls()) {
      const res = await call(url, restricted);
      expect([403, 404], `${url} answered ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().success, url).toBe(false);
    }
    expect((await memberRead(`/%77ps/${paths.memberInfo.slice(5)}`, restricted)).json().code).toBe(
      'REGION_RESTRICTED',
    );
    expect(await balance()).toBe(before);
    // The same calls from an address that is not restricted go through.
    expect((await memberRead(paths.memberInfo)).statusCode).toBe(200);
    expect((await deposit(paths.sandboxCashier)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 100);
  });

  it('keeps the status call open in an encoded spelling too', async () => {
    await setState({ ...defaultSystemState, maintenance: { enabled: true } });
    const status = await tp.app.inject({ method: 'GET', url: '/%77ps/system/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json().value.status).toBe(1);
  });
});
