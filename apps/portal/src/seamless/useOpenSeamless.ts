import type { LaunchValue } from '@portal/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** What the portal's game page receives from a launch: the game page's address and its name. */
export interface SeamlessState {
  url: string;
  name: string;
  trial: boolean;
}

/** Opens a launched game in the portal's game page (/seamless), under the name it is shown with. */
export function useOpenSeamless(): (launch: LaunchValue, name: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (launch: LaunchValue, name: string) =>
      void navigate('/seamless', {
        state: { url: launch.url, name, trial: launch.trial } satisfies SeamlessState,
      }),
    [navigate],
  );
}
