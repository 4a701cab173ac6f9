import { sep } from 'node:path';

/**
 * How long a browser keeps a file of the built portal: hashed assets (their name changes with their
 * content) forever; the HTML shell never without asking (it names the current assets); anything else
 * (favicon, the speed selector's ping file) for a short while.
 */
export function portalCacheControl(path: string): string {
  if (path.endsWith('.html')) return 'no-cache';
  if (path.includes(`${sep}assets${sep}`) || path.includes('/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  if (/ping\.txt$/.test(path)) return 'no-store';
  return 'public, max-age=3600';
}
