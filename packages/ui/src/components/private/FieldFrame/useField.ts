import { useId, type ReactNode } from 'react';
import { firstMessage, hasContent, joinIds } from './fieldIds';

export interface UseFieldOptions {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode | readonly ReactNode[];
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

export interface FieldState {
  invalid: boolean;
  message: ReactNode;
  hintId: string | undefined;
  errorId: string | undefined;
  controlProps: {
    id: string;
    'aria-invalid': UseFieldOptions['aria-invalid'];
    'aria-describedby': string | undefined;
  };
}

/**
 * The wiring every labelled field shares: one id for the control, ids for its hint and error, and the
 * ARIA that ties them together (`aria-invalid` and `aria-describedby` pointing at hint then error).
 */
export function useField({ id, hint, error, ...aria }: UseFieldOptions): FieldState {
  const autoId = useId();
  const controlId = id ?? `field${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const message = firstMessage(error);
  const showHint = hasContent(hint);
  const invalid = hasContent(message);
  return {
    invalid,
    message,
    hintId: showHint ? hintId : undefined,
    errorId: invalid ? errorId : undefined,
    controlProps: {
      id: controlId,
      'aria-invalid': invalid ? true : aria['aria-invalid'],
      'aria-describedby': joinIds(aria['aria-describedby'], showHint && hintId, invalid && errorId),
    },
  };
}
