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

/** The token handed over in the address (`?token=`), if any, left where it is. */
export function addressToken(location: Location = window.location): string | null {
  return new URL(location.href).searchParams.get('token');
}

/**
 * A token handed over in the address (`?token=`), as when another site of the brand opens the portal:
 * it wins over the stored one, and is taken out of the address so it is never bookmarked or shared.
 */
export function takeTokenFromAddress(location: Location = window.location): string | null {
  const token = addressToken(location);
  if (!token) return null;
  const url = new URL(location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
