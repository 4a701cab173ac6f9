import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { fakeFetch } from '../client/fakeFetch.fixture';
import { paths } from '../paths';
import { ApiProvider } from './ApiProvider';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useBalance } from './useBalance';
import { useMemberInfo } from './useMemberInfo';

function Account() {
  const { data } = useMemberInfo();
  return <p>{data ? data.account : 'visitor'}</p>;
}

afterEach(() => vi.useRealTimers());
describe('useMemberInfo', () => {
  it('does not call without a token', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer({ account: 'player1' }), { token: null });
    const { result } = renderHook(() => ({ info: useMemberInfo(), balance: useBalance() }), { wrapper });
    await pastMountRequests();
    expect(result.current.info.data).toBeUndefined();
    expect(result.current.info.isLoading).toBe(false);
    expect(result.current.balance.data).toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('loads the member of the current token, and the next member after a new login', async () => {
    const platform = fakeFetch(({ headers }) =>
      answer({ account: headers.get('token') === 'token-a' ? 'player-a' : 'player-b' }),
    );
    const ui = (token: string | null) => (
      <ApiProvider token={token} fetch={platform.fetch} swrConfig={{ shouldRetryOnError: false }}>
        <Account />
      </ApiProvider>
    );
    const { rerender } = render(ui('token-a'));
    expect(await screen.findByText('player-a')).toBeInTheDocument();
    rerender(ui('token-b'));
    expect(await screen.findByText('player-b')).toBeInTheDocument();
    rerender(ui(null));
    await waitFor(() => expect(screen.getByText('visitor')).toBeInTheDocument());
    expect(platform.seen.map((r) => [r.path, r.headers.get('token')])).toEqual([
      [paths.memberInfo, 'token-a'],
      [paths.memberInfo, 'token-b'],
    ]);
  });
});
