import { paths } from '../paths';

/** The speed a failed or refused ping counts as (spec section 8): the line is slow. */
export const failedPingSpeed = 9999;

/** The speed selector tests at most this many domain lines (spec section 4). */
export const maxPingedLines = 5;

export interface PingOptions {
  fetch?: typeof fetch;
  /** A clock in milliseconds; `performance.now` by default. */
  now?: () => number;
  /** A line that has not answered by then is slow; 5 s by default. */
  timeoutMs?: number;
  /** The cache-busting value; random by default. */
  random?: () => number;
}

/**
 * Times the ping file on one domain line, with a random query so no cache answers: the milliseconds it
 * took, or 9999 when it failed, timed out or did not answer 200.
 */
export async function pingDomain(domainName: string, options: PingOptions = {}): Promise<number> {
  const {
    fetch: send = fetch,
    now = () => performance.now(),
    timeoutMs = 5_000,
    random = Math.random,
  } = options;
  const url = `${domainName.replace(/\/+$/, '')}${paths.ping}?r=${random().toString(36).slice(2)}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = now();
  try {
    const answer = await send(url, { cache: 'no-store', signal: controller.signal });
    if (answer.status !== 200) return failedPingSpeed;
    return Math.max(1, Math.round(now() - started));
  } catch {
    return failedPingSpeed;
  } finally {
    clearTimeout(timer);
  }
}
