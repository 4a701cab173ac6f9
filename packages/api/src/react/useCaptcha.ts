import { useCallback } from 'react';
import type { CaptchaChallenge } from '../client/ApiClient';
import { challengeCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

export type CaptchaResponse = ApiResponse<CaptchaChallenge> & {
  /** A new image (after a failed answer, or when the player asks; the field throttles the asking). */
  refresh: () => Promise<CaptchaChallenge | undefined>;
};

/**
 * `GET /wps/captcha`: a fresh image and its key on every mount and refresh, never a shared one. A
 * captcha answers once, so two on one screen (a login's and its slider's) name their `purpose` apart.
 */
export function useCaptcha(enabled = true, purpose?: string): CaptchaResponse {
  const key = purpose === undefined ? ['captcha'] : ['captcha', purpose];
  const swr = useApiQuery(enabled ? key : null, (client) => client.captcha(), challengeCallOptions);
  const { mutate } = swr;
  const refresh = useCallback(() => mutate(), [mutate]);
  return { ...swr, refresh };
}
