/**
 * One CDN of a configured list, at random (spec section 4: image and launch CDNs), so the load spreads
 * over them. Undefined for an empty list.
 */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string | undefined {
  if (list.length === 0) return undefined;
  // Clamped, since a random source that returns 1 would otherwise index past the end.
  const index = Math.min(Math.floor(random() * list.length), list.length - 1);
  return list[Math.max(index, 0)];
}

const absolute = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The URL of an image path on a CDN picked from the list. Absolute URLs (and data: URIs) are kept as
 * they are; with no CDN configured the path stays relative to the platform.
 */
export function cdnUrl(path: string, list: readonly string[], random: () => number = Math.random): string {
  if (absolute.test(path)) return path;
  const cdn = pickCdn(list, random);
  if (!cdn) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
