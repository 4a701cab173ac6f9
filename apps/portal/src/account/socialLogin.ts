import { paths, type OAuthProvider } from '@portal/api';

const stateKey = 'oauth.state';
/** Where the provider sends the browser back (a portal route). */
export const oauthCallbackPath = '/oauth/callback';

/** The provider's consent page address in the page's language, with the state that ties the answer to this browser. */
export function authorizeUrl(
  provider: OAuthProvider,
  state: string,
  lang = document.documentElement.lang,
): string {
  const query = new URLSearchParams({ redirectUri: oauthCallbackPath, state, lang });
  return `${paths.oauthAuthorize.replace('{provider}', provider)}?${query}`;
}

/** Starts a social login: remembers a random state for the provider and leaves for its consent page. */
export function startSocialLogin(
  provider: OAuthProvider,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(stateKey, JSON.stringify({ provider, state }));
  go(authorizeUrl(provider, state));
}

/**
 * The provider this browser started a login with, when the answer's state is the one it kept (once:
 * the kept state is spent); null for a forged, replayed or stale answer.
 */
export function takeSocialLogin(state: string | null): OAuthProvider | null {
  const kept = sessionStorage.getItem(stateKey);
  sessionStorage.removeItem(stateKey);
  if (!kept || !state) return null;
  try {
    const parsed = JSON.parse(kept) as { provider?: OAuthProvider; state?: string };
    return parsed.state === state && parsed.provider ? parsed.provider : null;
  } catch {
    return null;
  }
}
