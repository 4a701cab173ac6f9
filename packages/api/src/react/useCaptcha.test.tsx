import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useCaptcha } from './useCaptcha';
import { useSliderChallenge } from './useSliderChallenge';

afterEach(() => vi.useRealTimers());
describe('useCaptcha', () => {
  it('asks for a new image and key on every refresh, never reusing one', async () => {
    let issued = 0;
    const { wrapper, seen } = apiWrapper(() => {
      issued += 1;
      return answer(`png-${issued}`, { headers: { 'x-captcha-key': `key-${issued}` } });
    });
    const { result } = renderHook(() => useCaptcha(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ image: 'png-1', key: 'key-1' }));
    await act(() => result.current.refresh());
    expect(result.current.data).toEqual({ image: 'png-2', key: 'key-2' });
    await act(() => result.current.refresh());
    expect(result.current.data?.key).toBe('key-3');
    expect(seen).toHaveLength(3);
  });

  it('waits while disabled (the captcha shows only after a flagged failure)', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer('png', { headers: { 'x-captcha-key': 'k' } }));
    const { result, rerender } = renderHook(({ on }) => useCaptcha(on), {
      wrapper,
      initialProps: { on: false },
    });
    await pastMountRequests();
    expect(seen).toHaveLength(0);
    vi.useRealTimers();
    rerender({ on: true });
    await waitFor(() => expect(result.current.data?.key).toBe('k'));
  });

  it('keeps a captcha of another purpose apart (a login and its slider each answer their own)', async () => {
    let issued = 0;
    const { wrapper } = apiWrapper(() => {
      issued += 1;
      return answer(`png-${issued}`, { headers: { 'x-captcha-key': `key-${issued}` } });
    });
    const { result } = renderHook(() => ({ login: useCaptcha(), slider: useCaptcha(true, 'slider') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.slider.data?.key).toBeDefined());
    await waitFor(() => expect(result.current.login.data?.key).toBeDefined());
    expect(result.current.slider.data?.key).not.toBe(result.current.login.data?.key);
  });
});

describe('useSliderChallenge', () => {
  it('gives a new puzzle on refresh', async () => {
    let issued = 0;
    const { wrapper } = apiWrapper(() => answer({ id: `c${(issued += 1)}` }));
    const { result } = renderHook(() => useSliderChallenge(), { wrapper });
    await waitFor(() => expect(result.current.data?.id).toBe('c1'));
    await act(() => result.current.refresh());
    expect(result.current.data?.id).toBe('c2');
  });
});
