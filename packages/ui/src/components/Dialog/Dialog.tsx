import * as RadixDialog from '@radix-ui/react-dialog';
import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactElement,
} from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Dialog.css';
import { DialogContent } from './DialogContent';

export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;

/** Holds the open state; controlled (`open`, `onOpenChange`) or not (`defaultOpen`). */
function Root(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}
Root.displayName = 'Dialog.Root';

export interface DialogTriggerProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Trigger>,
  'asChild'
> {
  /** The element that opens the dialog (usually a `Button`); focus returns to it on close. */
  children: ReactElement;
}

const Trigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(props, ref) {
  return <RadixDialog.Trigger ref={ref} asChild {...props} />;
});
Trigger.displayName = 'Dialog.Trigger';

export interface DialogCloseProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Close>,
  'asChild'
> {
  /** The element that closes the dialog (for example a Cancel `Button`). */
  children: ReactElement;
}

const Close = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(props, ref) {
  return <RadixDialog.Close ref={ref} asChild {...props} />;
});
Close.displayName = 'Dialog.Close';

export type DialogTitleProps = ComponentPropsWithoutRef<typeof RadixDialog.Title>;

/** The dialog's name (an `h2`); every dialog needs one, visually hidden if need be. */
const Title = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, ...rest },
  ref,
) {
  return <RadixDialog.Title ref={ref} className={cx(styles.title, className)} {...rest} />;
});
Title.displayName = 'Dialog.Title';

export type DialogDescriptionProps = ComponentPropsWithoutRef<typeof RadixDialog.Description>;

/** A short explanation under the title, read with the dialog's name. */
const Description = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(function DialogDescription(
  { className, ...rest },
  ref,
) {
  return <RadixDialog.Description ref={ref} className={cx(styles.description, className)} {...rest} />;
});
Description.displayName = 'Dialog.Description';

function assignRef<T>(ref: ForwardedRef<T>, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

export type DialogBodyProps = HTMLAttributes<HTMLDivElement>;

/** The part that scrolls when the content is taller than the screen; keyboard-scrollable when it does. */
const Body = forwardRef<HTMLDivElement, DialogBodyProps>(function DialogBody({ className, ...rest }, ref) {
  const node = useRef<HTMLDivElement | null>(null);
  const [scrollable, setScrollable] = useState(false);
  const setNode = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={setNode}
      className={cx(styles.body, className)}
      data-slot="dialog-body"
      // A scrolling region must be reachable by keyboard, or its hidden part cannot be read.
      tabIndex={scrollable ? 0 : undefined}
      {...rest}
    />
  );
});
Body.displayName = 'Dialog.Body';

export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;

/** The row of actions, at the inline end; the main action goes last. */
const Footer = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(styles.footer, className)} data-slot="dialog-footer" {...rest} />;
});
Footer.displayName = 'Dialog.Footer';

/**
 * A modal dialog over Radix: focus is trapped inside and returns to the trigger on close; Escape and a
 * press on the cover close it. Compose `Root > Trigger + Content > Title, Description, Body, Footer`.
 */
export const Dialog = {
  Root,
  Trigger,
  Content: DialogContent,
  Title,
  Description,
  Body,
  Footer,
  Close,
};
