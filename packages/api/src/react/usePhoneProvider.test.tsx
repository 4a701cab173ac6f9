import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { paths } from '../paths';
import type { PhoneProviderClient } from '../phone/PhoneProviderClient';
import { apiWrapper } from './apiWrapper.fixture';
import { usePhoneProvider } from './usePhoneProvider';

const siteWith = (phoneProvider: string) => (request: { path: string }) =>
  request.path === paths.siteConfig ? answer({ phoneProvider }) : answer({ expiredMinutes: 1 });

afterEach(() => vi.restoreAllMocks());

describe('usePhoneProvider', () => {
  it('is null when the platform sends the codes itself', async () => {
    const { wrapper } = apiWrapper(siteWith(''));
    const { result } = renderHook(() => usePhoneProvider(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.provider).toBeNull();
  });

  it("gives the kit's sandbox adapter, which calls the platform's sandbox provider", async () => {
    const { wrapper, seen } = apiWrapper(siteWith('sandbox'));
    const { result } = renderHook(() => usePhoneProvider(), { wrapper });
    await waitFor(() => expect(result.current.provider).not.toBeNull());
    await result.current.provider?.sendCode({ mobileNum: '501234567', countryDialingCode: '966' });
    expect(seen.map((request) => request.path)).toContain(paths.sandboxPhoneSend);
  });

  it("uses a brand's own adapter by the configured name", async () => {
    const brandProvider: PhoneProviderClient = {
      sendCode: vi.fn(async () => ({ expiredMinutes: 1 })),
      verifyCode: vi.fn(async () => ({ firebaseIdToken: 'brand-token' })),
    };
    const { wrapper } = apiWrapper(siteWith('firebase'), {
      phoneProviders: { firebase: () => brandProvider },
    });
    const { result } = renderHook(() => usePhoneProvider(), { wrapper });
    await waitFor(() => expect(result.current.provider).toBe(brandProvider));
  });

  it('reports a provider name with no adapter and falls back to the platform', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrapper } = apiWrapper(siteWith('firebase'));
    const { result } = renderHook(() => usePhoneProvider(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.provider).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('phoneProviders={{ firebase:'));
  });
});
