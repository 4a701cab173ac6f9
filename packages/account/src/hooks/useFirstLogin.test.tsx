import { paths, type LoginValue, type MemberInfo } from '@portal/api';
import { ApiProvider } from '@portal/api/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstLogin } from './useFirstLogin';

const login = (firstTimeLogin: boolean): LoginValue => ({
  token: 'session',
  firstTimeLogin,
  passwordExpired: false,
  initialPassword: false,
  idleTimeoutSeconds: 1800,
});
const member = (id: number) => ({ id, account: `member${id}` }) as MemberInfo;

/** The platform's first-login action, answered; every other path is a test error. */
function platform() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input).replace(/\?.*$/, '')).toBe(paths.firstLogin);
    return new Response(JSON.stringify({ success: true, value: {} }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider
      merchant="DEMO"
      language="en"
      token="session"
      fetch={fetch as unknown as typeof globalThis.fetch}
    >
      {children}
    </ApiProvider>
  );
  return { fetch, wrapper };
}

describe('useFirstLogin', () => {
  it("tells the platform once the first login's member has loaded, once per member", async () => {
    const { fetch, wrapper } = platform();
    const { result, rerender } = renderHook(({ who }) => useFirstLogin(who), {
      wrapper,
      initialProps: { who: undefined as MemberInfo | undefined },
    });
    act(() => result.current.noteLogin(login(true)));
    // Not before the member is known: the extras are for a member.
    expect(result.current.firstLogin).toBe(false);
    expect(fetch).not.toHaveBeenCalled();

    rerender({ who: member(7) });
    expect(result.current.firstLogin).toBe(true);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    rerender({ who: { ...member(7) } });
    expect(fetch).toHaveBeenCalledTimes(1);

    act(() => result.current.end());
    expect(result.current.firstLogin).toBe(false);
  });

  it('does nothing after a login that is not the first', () => {
    const { fetch, wrapper } = platform();
    const { result } = renderHook(() => useFirstLogin(member(8)), { wrapper });
    act(() => result.current.noteLogin(login(false)));
    expect(result.current.firstLogin).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
