import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { paths } from '../paths';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useAnnouncements } from './useAnnouncements';
import { useConsolidated } from './useConsolidated';
import { useBanners, useMirrors, usePromotions } from './useContent';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://platform.test').searchParams);

afterEach(() => vi.useRealTimers());
describe('content hooks', () => {
  it('asks one page of announcements for an audience, with the spec types, platform W and 9 a page', async () => {
    const page = { list: [], totalPages: 1, pageNo: 2 };
    const { wrapper, seen } = apiWrapper(() => answer(page));
    const { result } = renderHook(() => useAnnouncements({ executions: ['A', 'F'], pageNo: 2 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(seen[0]!.path).toBe(paths.announcements);
    expect(queryOf(seen[0]!.url)).toEqual({
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      execution: 'A,F',
      language: 'ar',
      pageNo: '2',
      pageSize: '9',
    });
  });

  it('waits while disabled (the member is still loading)', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer({ list: [], totalPages: 0, pageNo: 1 }));
    renderHook(() => useAnnouncements({ enabled: false }), { wrapper });
    await pastMountRequests();
    expect(seen).toHaveLength(0);
  });

  it('reads banners by group, promotions by category and mirrors, in the language', async () => {
    const { wrapper, seen } = apiWrapper(() => answer([]));
    renderHook(() => [useBanners('w_login'), usePromotions('REFERRAL'), usePromotions(), useMirrors()], {
      wrapper,
    });
    await waitFor(() => expect(seen).toHaveLength(4));
    const asked = seen.map((request) => [request.path, queryOf(request.url)]);
    expect(asked).toEqual(
      expect.arrayContaining([
        [paths.banners, { groupName: 'w_login', language: 'ar' }],
        [paths.promotions, { category: 'REFERRAL', language: 'ar' }],
        [paths.promotions, { language: 'ar' }],
        [paths.mirrors, { language: 'ar' }],
      ]),
    );
  });

  it('asks the consolidated data with the token, and nothing for a visitor or when disabled', async () => {
    const member = apiWrapper(() => answer({ vipLabelName: 'Gold' }), { token: 'token-c' });
    const { result } = renderHook(() => useConsolidated(), { wrapper: member.wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ vipLabelName: 'Gold' }));
    expect(member.seen[0]!.headers.get('token')).toBe('token-c');
    vi.useFakeTimers();
    const visitor = apiWrapper(() => answer({}), { token: null });
    renderHook(() => useConsolidated(), { wrapper: visitor.wrapper });
    const off = apiWrapper(() => answer({}), { token: 'token-d' });
    renderHook(() => useConsolidated(false), { wrapper: off.wrapper });
    await pastMountRequests();
    expect(visitor.seen).toHaveLength(0);
    expect(off.seen).toHaveLength(0);
  });
});
