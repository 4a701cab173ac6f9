import { Check, Copy } from 'lucide-react';
import { IconButton, type IconButtonProps } from '../Button';
import { useCopyText } from '../private/useCopyText';

export interface CopyButtonProps extends Pick<IconButtonProps, 'size' | 'className'> {
  /** What the button copies (a reference code, an address). */
  text: string;
  /** The button's name, saying what it copies ("Copy the reference code"). */
  label: string;
  /** Said when the clipboard refuses ("Could not copy the code: select it and copy it yourself"). */
  failedMessage: string;
  /** The icon's size in pixels (16; the header's small ID row uses 14). */
  iconSize?: number;
}

/**
 * Copies a text the member needs elsewhere (a bank reference, a wallet address). It says "copy success"
 * in a toast, which the provider's live region announces, and shows a tick for two seconds; a refused
 * clipboard says so in a critical toast. Put it beside the text it copies, so the text can still be
 * selected by hand.
 */
export function CopyButton({
  text,
  label,
  failedMessage,
  iconSize = 16,
  size = 'sm',
  className,
}: CopyButtonProps) {
  const { copy, copied } = useCopyText();
  const isCopied = copied === text;
  return (
    <IconButton
      size={size}
      className={className}
      data-slot="copy-button"
      data-copied={isCopied || undefined}
      label={label}
      icon={isCopied ? <Check size={iconSize} strokeWidth={2.5} /> : <Copy size={iconSize} />}
      onClick={() => void copy(text, failedMessage)}
    />
  );
}
