/** Query parameters whose values open a session or prove something: never written to a log. */
const secretNames = new Set([
  'session',
  'sessionid',
  'code',
  'state',
  'key',
  'ticket',
  'sign',
  'signature',
  'auth',
]);
const secretEndings = /(token|password|secret)$/;

function isSecret(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed name is kept as sent; it is checked as it stands.
  }
  const plain = decoded.toLowerCase().replace(/[-_]/g, '');
  return secretNames.has(plain) || secretEndings.test(plain);
}

/**
 * An address as a log may show it: the values of `token`, `session`, `code` and the like replaced, the
 * rest as sent (so a log line still shows which call it was).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isSecret(name) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}
