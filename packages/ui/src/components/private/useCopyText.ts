import { useCallback, useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { useToast } from '../Toast';

/** How long a copy button shows its tick after copying. */
const copiedFor = 2000;

export interface CopyText {
  /**
   * Writes `text` to the clipboard and says "copy success" in a toast (the provider's live region
   * announces it), or `failedMessage` in a critical toast when the clipboard refuses. Resolves to
   * whether it copied.
   */
  copy: (text: string, failedMessage: string) => Promise<boolean>;
  /** The text copied last, for about two seconds (so its button can show a tick); otherwise null. */
  copied: string | null;
}

/** The kit's one way to copy: the clipboard, a toast, and a short-lived "copied" mark. */
export function useCopyText(): CopyText {
  const { t } = useUiTranslation();
  const { toast, dismiss } = useToast();
  const [copied, setCopied] = useState<string | null>(null);
  const lastToast = useRef<string | null>(null);

  useEffect(() => {
    if (copied === null) return undefined;
    const timer = window.setTimeout(() => setCopied(null), copiedFor);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(
    async (text: string, failedMessage: string) => {
      // A fresh toast for each copy (the last one closed first), so a second copy is announced again.
      const say = (message: string, tone: 'positive' | 'critical') => {
        if (lastToast.current) dismiss(lastToast.current);
        lastToast.current = toast({ message, tone });
      };
      try {
        // Throws where there is no clipboard (an insecure context) as well as where it is refused.
        await navigator.clipboard.writeText(text);
        setCopied(text);
        say(t('toast.copySuccess'), 'positive');
        return true;
      } catch {
        say(failedMessage, 'critical');
        return false;
      }
    },
    [dismiss, t, toast],
  );

  return { copy, copied };
}
