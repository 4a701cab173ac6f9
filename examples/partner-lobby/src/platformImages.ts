import type { SiteConfigValue } from '@portal/api';
import { apiKeyPrefix } from '@portal/api/react';
import type { Middleware } from 'swr';

const absolute = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * WORKAROUND until @portal/api resolves image paths against ApiProvider's `baseUrl`: `useImageUrl` leaves
 * a relative path (`/wps/media/...`) or a relative image CDN of the site configuration (`/cdn/a`)
 * relative, and in a partner's page that is the partner's origin, not the platform's. This SWR middleware
 * rewrites the site configuration's image CDNs to absolute addresses on the platform once, when it is
 * fetched (the cached answer stays one object, so each component keeps its one CDN pick).
 */
export function platformImages(platformOrigin: string): Middleware {
  const origin = platformOrigin.replace(/\/+$/, '');
  const onPlatform = (cdn: string) => (absolute.test(cdn) ? cdn : `${origin}/${cdn.replace(/^\/+/, '')}`);
  return (useSWRNext) => (key, fetcher, config) => {
    const siteConfig = Array.isArray(key) && key[0] === apiKeyPrefix && key[1] === 'siteConfig';
    const fetchAbsolute =
      siteConfig && fetcher
        ? ((async (...args: Parameters<typeof fetcher>) => {
            const value = (await fetcher(...args)) as SiteConfigValue;
            const imageCDNs = value.imageCDNs.length ? value.imageCDNs.map(onPlatform) : [origin];
            return { ...value, imageCDNs };
          }) as typeof fetcher)
        : fetcher;
    return useSWRNext(key, fetchAbsolute, config);
  };
}
