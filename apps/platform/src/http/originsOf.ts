/** The distinct origins of a list of addresses; what is not an http(s) address is left out. */
export function originsOf(addresses: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    try {
      const url = new URL(address);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...origins];
}
