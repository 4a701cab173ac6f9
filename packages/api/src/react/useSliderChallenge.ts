import { useCallback } from 'react';
import type { SliderChallengeValue } from '../contract/verification';
import { challengeCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

export type SliderChallengeResponse = ApiResponse<SliderChallengeValue> & {
  /** A new puzzle (after a failed try, or when the player asks). */
  refresh: () => Promise<SliderChallengeValue | undefined>;
};

/** `GET /wps/verification/slider`: a fresh puzzle on every mount and refresh. Check tries with the client. */
export function useSliderChallenge(enabled = true): SliderChallengeResponse {
  const swr = useApiQuery(
    enabled ? ['sliderChallenge'] : null,
    (client) => client.sliderChallenge(),
    challengeCallOptions,
  );
  const { mutate } = swr;
  const refresh = useCallback(() => mutate(), [mutate]);
  return { ...swr, refresh };
}
