/** Pure helpers of the mirror list. No DOM, no React. */

const scheme = /^https?:\/\//i;

/**
 * The address a mirror's link opens: the domain over https, or the address as given when it already
 * names http(s). Anything else (a `javascript:` text included) becomes a harmless https host name.
 */
export function mirrorHref(domainName: string): string {
  const trimmed = domainName.trim();
  if (scheme.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** The domain as the player reads and copies it: no scheme, no trailing slash. */
export function mirrorLabel(domainName: string): string {
  return domainName.trim().replace(scheme, '').replace(/\/+$/, '');
}
