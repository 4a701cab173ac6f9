import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { apiWrapper } from './apiWrapper.fixture';
import { useImageUrl } from './useImageUrl';

describe('useImageUrl', () => {
  it("puts an image path on one of the configuration's CDNs, the same one on every render", async () => {
    const { wrapper } = apiWrapper(() =>
      answer({ imageCDNs: ['https://a.cdn.test', 'https://b.cdn.test/'] }),
    );
    const { result, rerender } = renderHook(() => useImageUrl(), { wrapper });
    await waitFor(() => expect(result.current('/wps/media/banner/1.svg')).toMatch(/^https:\/\/[ab]\.cdn/));
    const first = result.current('/wps/media/banner/1.svg');
    expect(first).toMatch(/^https:\/\/[ab]\.cdn\.test\/wps\/media\/banner\/1\.svg$/);
    rerender();
    expect(result.current('/wps/media/banner/1.svg')).toBe(first);
    expect(result.current('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });

  it('keeps the path on the platform while the configuration loads or lists no CDN', async () => {
    const { wrapper } = apiWrapper(() => answer({ imageCDNs: [] }));
    const { result } = renderHook(() => useImageUrl(), { wrapper });
    expect(result.current('/wps/media/banner/1.svg')).toBe('/wps/media/banner/1.svg');
  });
});
