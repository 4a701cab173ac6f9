import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { paths } from '../paths';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useUnreadCount } from './useUnreadCount';

afterEach(() => vi.useRealTimers());
describe('useUnreadCount', () => {
  it("reads the member's unread count with the token", async () => {
    const { wrapper, seen } = apiWrapper(() => answer({ unreadCount: 3 }), { token: 'token-a' });
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ unreadCount: 3 }));
    expect(seen.map((request) => [request.path, request.headers.get('token')])).toEqual([
      [paths.unreadCount, 'token-a'],
    ]);
  });

  it('asks nothing for a trial account or a visitor', async () => {
    vi.useFakeTimers();
    const trial = apiWrapper(() => answer({ unreadCount: 1 }), { token: 'token-t' });
    renderHook(() => useUnreadCount(false), { wrapper: trial.wrapper });
    const visitor = apiWrapper(() => answer({ unreadCount: 1 }), { token: null });
    renderHook(() => useUnreadCount(), { wrapper: visitor.wrapper });
    await pastMountRequests();
    expect(trial.seen).toHaveLength(0);
    expect(visitor.seen).toHaveLength(0);
  });
});
