import type { SWRConfiguration } from 'swr';
import type { Call, CallCache, InputOf, ValueOf } from '../call';
import type { ApiRequestError } from '../client/ApiRequestError';
import { challengeCallOptions, configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

const cacheOptions: Record<CallCache, SWRConfiguration | undefined> = {
  default: undefined,
  config: configCallOptions,
  challenge: challengeCallOptions,
};

/** A read's input: its query, or nothing for a call that takes none; null asks nothing yet. */
type ReadInput<C extends Call> = [InputOf<C>] extends [void] ? undefined | null : InputOf<C> | null;

/**
 * One declared read as an SWR hook: `useCall(calls.balance)`. The key is the call's name, the token for a
 * session call (which waits for one) and the input; the cache policy is the declaration's. A call whose
 * answer depends on the language takes it in its input, so the key changes with it.
 */
export function useCall<C extends Call>(
  call: C,
  ...[input, options]: [InputOf<C>] extends [void]
    ? [input?: ReadInput<C>, options?: SWRConfiguration<ValueOf<C>, ApiRequestError>]
    : [input: ReadInput<C>, options?: SWRConfiguration<ValueOf<C>, ApiRequestError>]
): ApiResponse<ValueOf<C>> {
  const { token } = useApiContext();
  const waiting = input === null || (call.auth !== undefined && !token);
  const key = [call.name, ...(call.auth ? [token] : []), ...(input === undefined ? [] : [input])];
  return useApiQuery(
    waiting ? null : key,
    // A read has no idempotency key: only money moves need one, and those are mutations.
    (client) =>
      (client.call as (call: Call, input: unknown) => Promise<ValueOf<C>>)(call, input ?? undefined),
    { ...cacheOptions[call.cache ?? 'default'], ...options },
  );
}
