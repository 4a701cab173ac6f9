import { createContext, useContext } from 'react';

/** What the parts of one dialog share: its open state and the ids that tie the panel to its texts. */
export interface DialogContextValue {
  open: boolean;
  /** Asks to open or close; the Root tells `onOpenChange` and, when uncontrolled, changes its state. */
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  descriptionId: string;
  /** Whether a `Dialog.Description` is rendered, so the panel points at it only when it is there. */
  described: boolean;
  setDescribed: (described: boolean) => void;
}

export const DialogContext = createContext<DialogContextValue | null>(null);

/** The enclosing dialog's state; a part outside a `Dialog.Root` is a programming error. */
export function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`<Dialog.${part}> must be inside <Dialog.Root>`);
  return context;
}
