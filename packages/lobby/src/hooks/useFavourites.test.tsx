import { paths } from '@portal/api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeFailure, lobbyApiWrapper } from './lobbyApiWrapper.fixture';
import { useFavourites } from './useFavourites';

const dragon = { nodeId: 7, vassalage: 'PG', gameType: 'RNG' } as const;

/** A platform that keeps the member's favourites, optionally failing the changes, and answers slowly. */
function favouritesPlatform(initial: number[], { failChanges = false } = {}) {
  let ids = [...initial];
  let releaseChange: () => void = () => {};
  const handler = async ({ path, body }: { path: string; body: unknown }) => {
    if (path === paths.favouriteIds) return ids;
    await new Promise<void>((resolve) => (releaseChange = resolve));
    if (failChanges) throw new FakeFailure(503, 'SERVICE_UNAVAILABLE');
    const { nodeId } = body as { nodeId: number };
    ids = path === paths.favouriteAdd ? [...ids, nodeId] : ids.filter((id) => id !== nodeId);
    return true;
  };
  return { handler, release: () => releaseChange() };
}

describe('useFavourites', () => {
  it('adds at once, then posts the favourite to the platform', async () => {
    const platform = favouritesPlatform([1]);
    const { wrapper, seen } = lobbyApiWrapper(platform.handler, { token: 'token-m' });
    const { result } = renderHook(() => useFavourites(), { wrapper });
    await waitFor(() => expect(result.current.ids).toEqual([1]));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.toggle(dragon);
    });
    await waitFor(() => expect(result.current.isFavourite(7)).toBe(true));
    platform.release();
    await act(async () => expect(await done).toMatchObject({ kind: 'add', nodeId: 7 }));
    expect(seen.at(-1)).toEqual({
      path: paths.favouriteAdd,
      method: 'POST',
      token: 'token-m',
      body: { nodeId: 7, vendor: 'PG', gameType: 'RNG' },
    });
    expect(result.current.ids).toEqual([1, 7]);
  });

  it('removes locally, then deletes on the platform', async () => {
    const platform = favouritesPlatform([7, 2]);
    const { wrapper, seen } = lobbyApiWrapper(platform.handler, { token: 'token-m' });
    const { result } = renderHook(() => useFavourites(), { wrapper });
    await waitFor(() => expect(result.current.ids).toEqual([7, 2]));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.toggle(dragon);
    });
    await waitFor(() => expect(result.current.ids).toEqual([2]));
    platform.release();
    await act(() => done);
    expect(seen.at(-1)).toMatchObject({ path: paths.favouriteRemove, method: 'DELETE', body: { nodeId: 7 } });
  });

  it('puts the list back when the platform refuses the change', async () => {
    const platform = favouritesPlatform([1], { failChanges: true });
    const { wrapper } = lobbyApiWrapper(platform.handler, { token: 'token-m' });
    const { result } = renderHook(() => useFavourites(), { wrapper });
    await waitFor(() => expect(result.current.ids).toEqual([1]));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.toggle(dragon);
    });
    await waitFor(() => expect(result.current.ids).toEqual([1, 7]));
    platform.release();
    await act(() => expect(done).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' }));
    expect(result.current.ids).toEqual([1]);
  });

  it('takes one toggle per second', async () => {
    let now = 0;
    const platform = favouritesPlatform([]);
    const { wrapper, seen } = lobbyApiWrapper(platform.handler, { token: 'token-m' });
    const { result } = renderHook(() => useFavourites({ now: () => now }), { wrapper });
    await waitFor(() => expect(seen).toHaveLength(1));
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.toggle(dragon);
    });
    await waitFor(() => expect(result.current.ids).toEqual([7]));
    now = 500;
    await act(async () =>
      expect(await result.current.toggle(dragon)).toEqual({ kind: 'skip', reason: 'throttled' }),
    );
    platform.release();
    await act(() => first);
    expect(seen.filter((request) => request.method !== 'GET')).toHaveLength(1);
  });

  it('does nothing for a visitor, and asks nothing', async () => {
    const platform = favouritesPlatform([]);
    const { wrapper, seen } = lobbyApiWrapper(platform.handler, { token: null });
    const { result } = renderHook(() => useFavourites(), { wrapper });
    expect(result.current.loggedIn).toBe(false);
    await act(async () =>
      expect(await result.current.toggle(dragon)).toEqual({ kind: 'skip', reason: 'loggedOut' }),
    );
    expect(result.current.ids).toEqual([]);
    expect(seen).toHaveLength(0);
  });
});
