import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { cacheKeys, readCached, writeCached } from '../client/sessionCache';
import type { RegisterSettingsValue } from '../contract/site';
import { apiWrapper } from './apiWrapper.fixture';
import { useRegisterSettings } from './useRegisterSettings';

const settings = (mobileMaxLength: number): RegisterSettingsValue => ({
  fields: { email: { show: true, required: false, patternId: 3 } },
  regex: { mobileMinLength: 9, mobileMaxLength },
});

beforeEach(() => sessionStorage.clear());

describe('useRegisterSettings', () => {
  it('loads the rules once and keeps them in session storage', async () => {
    const { wrapper, seen } = apiWrapper(() => answer(settings(11)));
    const { result } = renderHook(() => useRegisterSettings(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(settings(11)));
    expect(readCached(cacheKeys.registerSettings)).toEqual(settings(11));
    expect(seen).toHaveLength(1);
  });

  it('shows the session copy at once, without a call', () => {
    writeCached(cacheKeys.registerSettings, settings(10));
    const { wrapper, seen } = apiWrapper(() => answer(settings(11)));
    const { result } = renderHook(() => useRegisterSettings(), { wrapper });
    expect(result.current.data).toEqual(settings(10));
    expect(result.current.isValidating).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('forgets the session copy and loads again on flush', async () => {
    writeCached(cacheKeys.registerSettings, settings(10));
    const { wrapper, seen } = apiWrapper(() => answer(settings(12)));
    const { result } = renderHook(() => useRegisterSettings(), { wrapper });
    await act(() => result.current.flush());
    expect(result.current.data).toEqual(settings(12));
    expect(readCached(cacheKeys.registerSettings)).toEqual(settings(12));
    expect(seen).toHaveLength(1);
  });
});
