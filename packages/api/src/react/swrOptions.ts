import type { SWRConfiguration } from 'swr';
import { isApiRequestError } from '../client/ApiRequestError';

const maxRetries = 3;

/**
 * Retries only what may pass on a second try (a lost connection, a timeout, a 5xx), a few times with
 * growing waits; a 4xx answer is the same every time, so it is not asked again.
 */
export const retryTransientErrors: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  config,
  revalidate,
  retry,
) => {
  const transient =
    !isApiRequestError(error) ||
    error.code === 'NETWORK' ||
    error.code === 'TIMEOUT' ||
    error.code === 'BAD_RESPONSE' ||
    error.status >= 500;
  if (!transient || retry.retryCount > maxRetries) return;
  setTimeout(() => void revalidate(retry), config.errorRetryInterval * 2 ** (retry.retryCount - 1));
};

/**
 * The site's configuration changes with an operator's action, not with the player's focus: it loads once
 * per provider and again only when asked.
 */
export const configCallOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const satisfies SWRConfiguration;

/** The platform draws one captcha a second per client: a second ask inside that second waits it out. */
const throttleWaitMs = 1_100;

/** Retries a challenge only when the platform said "too fast", twice at most, once the wait is over. */
export const retryThrottledChallenge: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  _config,
  revalidate,
  retry,
) => {
  const throttled = isApiRequestError(error) && error.status === 429;
  if (!throttled || retry.retryCount > 2) return;
  setTimeout(() => void revalidate(retry), throttleWaitMs);
};

/**
 * A challenge (captcha, slider) is single use: every mount and every refresh asks for a new one, and a
 * failed load is shown, not retried behind the player's back (except the platform's "too fast").
 */
export const challengeCallOptions = {
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateOnMount: true,
  onErrorRetry: retryThrottledChallenge,
} as const satisfies SWRConfiguration;
