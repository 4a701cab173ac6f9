import type { SliderFields } from '@portal/api';
import { useCallback, useState, type ReactNode } from 'react';
import { SliderChallengeDialog } from './SliderChallengeDialog';

/**
 * The anti-bot challenge as a step of a flow (registration, the login after a reset by phone): `ask()`
 * opens the slider dialog and resolves with the passed puzzle's fields, or null when it was closed.
 * Render `dialog` inside the modal that asks.
 */
export function useSliderChallengeDialog(): { ask: () => Promise<SliderFields | null>; dialog: ReactNode } {
  const [pending, setPending] = useState<((fields: SliderFields | null) => void) | null>(null);
  const ask = useCallback(() => new Promise<SliderFields | null>((resolve) => setPending(() => resolve)), []);
  const dialog = pending ? (
    <SliderChallengeDialog
      onDone={(fields) => {
        pending(fields);
        setPending(null);
      }}
    />
  ) : null;
  return { ask, dialog };
}
