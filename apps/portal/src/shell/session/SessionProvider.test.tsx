import { paths, tokenHeader } from '@portal/api';
import { useSitePermission } from '@portal/api/react';
import { renderWithPortal } from '@test-utils/render';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from './SessionContext';
import { SessionProvider } from './SessionProvider';
import { tokenStorageKey } from './tokenStorage';

const handoverCode = 'one-time-code-from-another-site';
const someoneElsesToken = 'someone-elses-session-token';

interface SeenCall {
  method: string;
  path: string;
  token: string | null;
  body: unknown;
}

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The platform as far as a session goes: one hand-over code (single use) and the members' sessions. */
function fakePlatform() {
  const seen: SeenCall[] = [];
  const members: Record<string, string> = {
    'handed-over-session': 'demomember',
    'tab-session': 'agent1player1',
    [someoneElsesToken]: 'victim',
  };
  let spent = false;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/\?.*$/, '');
    const token = new Headers(init.headers).get(tokenHeader);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    seen.push({ method: init.method ?? 'GET', path, token, body });
    if (path === paths.handoverLogin) {
      if ((body as { code?: string }).code !== handoverCode || spent) {
        return envelope(401, { success: false, code: 'HANDOVER_INVALID', message: 'errors.handoverInvalid' });
      }
      spent = true;
      return envelope(200, {
        success: true,
        value: {
          token: 'handed-over-session',
          firstTimeLogin: false,
          passwordExpired: false,
          initialPassword: false,
          idleTimeoutSeconds: 1800,
        },
      });
    }
    if (path === paths.memberInfo) {
      const account = token ? members[token] : undefined;
      if (!account) {
        return envelope(401, { success: false, code: 'NOT_LOGGED_IN', message: 'errors.notLoggedIn' });
      }
      return envelope(200, { success: true, value: { id: 1, account, language: 'en', isTrial: false } });
    }
    return envelope(200, { success: true, value: null });
  });
  return { fetch, seen };
}

function Probe() {
  const session = useSession();
  return (
    <p data-testid="session">
      {session.state}:{session.token ?? ''}:{session.member?.account ?? ''}
    </p>
  );
}

function open(address: string) {
  window.history.replaceState(null, '', address);
  renderWithPortal(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider language="en">
          <Probe />
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

const storedValues = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.getItem(sessionStorage.key(i)!));

describe('the session of a page opened with ?token=', () => {
  let platform: ReturnType<typeof fakePlatform>;
  beforeEach(() => {
    sessionStorage.clear();
    platform = fakePlatform();
    vi.stubGlobal('fetch', platform.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('exchanges a hand-over code once for a new session, keeps only that, and takes the code out of the address', async () => {
    open(`/member?token=${handoverCode}&lang=en#top`);
    expect(await screen.findByText('member:handed-over-session:demomember')).toBeInTheDocument();
    expect(sessionStorage.getItem(tokenStorageKey)).toBe('handed-over-session');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/member?lang=en#top',
    );
    const exchanges = platform.seen.filter((call) => call.path === paths.handoverLogin);
    expect(exchanges).toEqual([expect.objectContaining({ method: 'POST', body: { code: handoverCode } })]);
    // The code was never sent as a session, nor kept.
    expect(platform.seen.some((call) => call.token === handoverCode)).toBe(false);
    expect(storedValues().some((value) => value?.includes(handoverCode))).toBe(false);
  });

  it("never signs the browser in with someone else's session token from the address", async () => {
    open(`/?token=${someoneElsesToken}`);
    expect(await screen.findByText('visitor::')).toBeInTheDocument();
    // The visitor is told the link did not work, rather than left wondering.
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/handoverInvalid|already used/);
    await vi.waitFor(() => expect(window.location.search).toBe(''));
    expect(platform.seen.some((call) => call.token === someoneElsesToken)).toBe(false);
    expect(sessionStorage.getItem(tokenStorageKey)).toBeNull();
    expect(storedValues().some((value) => value?.includes(someoneElsesToken))).toBe(false);
  });

  it("keeps the tab's own session when a hand-over code does not work", async () => {
    sessionStorage.setItem(tokenStorageKey, 'tab-session');
    open('/?token=spent-or-expired-code');
    expect(await screen.findByText('member:tab-session:agent1player1')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(platform.seen.filter((call) => call.path === paths.handoverLogin)).toHaveLength(1);
  });
});

describe("the session's value", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its identity while nothing in it changes, so the calls the session makes do not re-render the whole app', async () => {
    sessionStorage.clear();
    const platform = fakePlatform();
    vi.stubGlobal('fetch', platform.fetch);
    const values = new Set<unknown>();
    function Recorder() {
      values.add(useSession());
      // The site's permissions (the member-language rule reads them) arrive after the first render; once
      // this render has them, the session's own render for that answer has happened too.
      const permission = useSitePermission().data;
      return <p>{permission === undefined ? 'permissions asked' : 'permissions answered'}</p>;
    }
    renderWithPortal(
      <BrowserRouter>
        <SessionProvider language="en">
          <Recorder />
        </SessionProvider>
      </BrowserRouter>,
    );
    expect(await screen.findByText('permissions answered')).toBeInTheDocument();
    expect(values.size).toBe(1);
  });
});
