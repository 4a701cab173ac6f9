/** A reset link's token: 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Whether a reset link's token has the platform's shape (anything else is a mangled or old link). */
export function isResetToken(token: string): boolean {
  return tokenPattern.test(token);
}
