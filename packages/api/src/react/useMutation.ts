import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { Call, ValueOf } from '../call';
import type { CallArguments } from '../client/ApiClient';
import type { ApiRequestError } from '../client/ApiRequestError';
import { apiKeyPrefix } from './useApiQuery';
import { useApiContext } from './useApiContext';

export type MutationResponse<C extends Call> = Omit<
  SWRMutationResponse<ValueOf<C>, ApiRequestError, readonly unknown[], CallArguments<C>>,
  'trigger'
> & {
  /** Makes the call (a money move requires `{ idempotencyKey }`); resolves with its value. */
  trigger: (...args: CallArguments<C>) => Promise<ValueOf<C>>;
};

/**
 * One declared action (a login, a favourite, a transfer) with its state: `const { trigger, isMutating,
 * error } = useMutation(calls.favouriteAdd)`. Nothing is cached: each trigger is one call.
 */
export function useMutation<C extends Call>(call: C): MutationResponse<C> {
  const { client } = useApiContext();
  const mutation = useSWRMutation<ValueOf<C>, ApiRequestError, readonly unknown[], CallArguments<C>>(
    [apiKeyPrefix, 'mutation', call.name],
    (_key, { arg }) => client.call(call, ...arg),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
  // SWR's trigger is a union of overloads; with an argument always given it is this one.
  const trigger = mutation.trigger as (arg: CallArguments<C>) => Promise<ValueOf<C>>;
  return { ...mutation, trigger: (...args) => trigger(args) };
}
