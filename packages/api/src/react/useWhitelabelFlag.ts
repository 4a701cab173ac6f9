import { whitelabelFlagEnabled } from '../whitelabelFlagEnabled';
import { useWhitelabel } from './useWhitelabel';

/**
 * Whether a white-label flag (`whitelabelFlags`) is on: the node and all its ancestors '1'. Undefined
 * until the tree has loaded, so a host can wait rather than show the off state first.
 */
export function useWhitelabelFlag(modId: string): boolean | undefined {
  const { data } = useWhitelabel();
  return data ? whitelabelFlagEnabled(data, modId) : undefined;
}
