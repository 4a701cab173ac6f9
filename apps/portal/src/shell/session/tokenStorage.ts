/** Where the session token lives: the tab's session storage, as spec section 4 says. */
export const tokenStorageKey = 'token';

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readStoredToken(): string | null {
  try {
    return storage()?.getItem(tokenStorageKey) || null;
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) storage()?.setItem(tokenStorageKey, token);
    else storage()?.removeItem(tokenStorageKey);
  } catch {
    // A tab that refuses storage keeps the session in memory only.
  }
}

/**
 * The name of the address's hand-over parameter. Another site of the brand opens the portal with
 * `?token=<code>`: a one-time code it had the platform make, never a session token. The portal exchanges
 * it once for a session of its own (HandoverGate) and keeps only that session's token.
 */
export const handoverParameter = 'token';

/** The hand-over code in an address's query, if any. */
export function handoverCodeIn(search: string): string | null {
  return new URLSearchParams(search).get(handoverParameter) || null;
}

/** The query without its hand-over code ('' when nothing else is left). */
export function withoutHandoverCode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(handoverParameter);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The hand-over code this page was opened with, if any, left where it is. */
export function addressHandoverCode(location: Location = window.location): string | null {
  return handoverCodeIn(location.search);
}
