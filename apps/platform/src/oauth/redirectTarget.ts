import { ApiError } from '../failures/ApiError';

/** A base that stands for "this origin" while a relative redirect is parsed. */
const selfOrigin = 'https://platform.invalid';

/**
 * Where a consent may send the browser back: a path of this origin ('/login/callback') or an URL on one
 * of the allowed brand origins (CORS_ORIGINS). Anything else is an open redirect: REDIRECT_NOT_ALLOWED.
 * Returns a function that adds the query of the answer.
 */
export function redirectTarget(redirectUri: string, allowedOrigins: readonly string[]) {
  let url: URL;
  try {
    url = new URL(redirectUri, selfOrigin);
  } catch {
    throw new ApiError('REDIRECT_NOT_ALLOWED');
  }
  const relative = /^\/(?![/\\])/.test(redirectUri) && url.origin === selfOrigin;
  const allowed = relative || (/^https?:\/\//i.test(redirectUri) && allowedOrigins.includes(url.origin));
  // eslint-disable-next-line no-control-regex
  if (!allowed || /[\u0000-\u001F\u007F\\]/.test(redirectUri) || url.username || url.password) {
    throw new ApiError('REDIRECT_NOT_ALLOWED');
  }
  return (params: Record<string, string>): string => {
    const target = new URL(url.href);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return relative ? `${target.pathname}${target.search}${target.hash}` : target.href;
  };
}
