import { useCallback, useMemo } from 'react';
import { cdnUrl, pickCdn } from '../client/pickCdn';
import { useSiteConfig } from './useSiteConfig';

/**
 * Image addresses on a CDN of the site configuration's `imageCDNs`, picked at random (spec section 4).
 * One pick per component, so its images come from one edge and do not change address on a re-render;
 * absolute URLs and data URIs stay as they are.
 */
export function useImageUrl(): (path: string) => string {
  const list = useSiteConfig().data?.imageCDNs;
  const cdn = useMemo(() => (list ? pickCdn(list) : undefined), [list]);
  return useCallback((path: string) => cdnUrl(path, cdn ? [cdn] : []), [cdn]);
}
