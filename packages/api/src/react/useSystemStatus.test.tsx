import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../client/fakeFetch.fixture';
import { paths } from '../paths';
import { apiWrapper } from './apiWrapper.fixture';
import { useSystemStatus } from './useSystemStatus';

describe('useSystemStatus', () => {
  it('loads the status through the provided client', async () => {
    const { wrapper, seen } = apiWrapper(() => answer({ status: 1, maintenanceEndTime: 1_700_000_000_000 }), {
      baseUrl: 'https://platform.test',
    });
    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() =>
      expect(result.current.data).toEqual({ status: 1, maintenanceEndTime: 1_700_000_000_000 }),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`https://platform.test${paths.systemStatus}`);
    expect(seen[0]?.headers.get('merchant')).toBe('DEMO');
    expect(seen[0]?.headers.get('accept-language')).toBe('ar');
  });

  it('gives the typed error of a failed call', async () => {
    const { wrapper } = apiWrapper(() => failure(503, 'UNAVAILABLE', 'errors.unavailable'));
    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      messageKey: 'errors.unavailable',
    });
  });

  it('explains how to fix a missing provider', () => {
    expect(() => renderHook(() => useSystemStatus())).toThrow(/ApiProvider/);
  });
});
