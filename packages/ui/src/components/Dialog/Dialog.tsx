import { Slot } from '@radix-ui/react-slot';
import {
  forwardRef,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { mergeRefs } from '../private/FieldFrame/mergeRefs';
import * as styles from './Dialog.css';
import { DialogClose as Close } from './DialogClose';
import { DialogContent } from './DialogContent';
import { DialogContext, useDialogContext } from './DialogContext';

export interface DialogRootProps {
  /** Whether the dialog is open, when the caller keeps the state (with `onOpenChange`). */
  open?: boolean;
  /** Whether it starts open, when the dialog keeps its own state. */
  defaultOpen?: boolean;
  /** Called with the state the dialog asks for: a trigger, a close part, Escape or a press on the cover. */
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** Holds the open state; controlled (`open`, `onOpenChange`) or not (`defaultOpen`). */
function Root({ open: openProp, defaultOpen = false, onOpenChange, children }: DialogRootProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [described, setDescribed] = useState(false);
  const id = useId();
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, openProp, onOpenChange],
  );
  const context = useMemo(
    () => ({
      open,
      setOpen,
      contentId: `${id}content`,
      titleId: `${id}title`,
      descriptionId: `${id}description`,
      described,
      setDescribed,
    }),
    [open, setOpen, id, described],
  );
  return <DialogContext.Provider value={context}>{children}</DialogContext.Provider>;
}
Root.displayName = 'Dialog.Root';

export interface DialogTriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The element that opens the dialog (usually a `Button`); focus returns to it on close. */
  children: ReactElement;
}

const Trigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(
  { onClick, ...rest },
  ref,
) {
  const { open, setOpen, contentId } = useDialogContext('Trigger');
  return (
    <Slot
      ref={ref}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      {...rest}
    />
  );
});
Trigger.displayName = 'Dialog.Trigger';

export interface DialogTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Name the dialog with the child element instead of an `h2` (a heading laid out by another component). */
  asChild?: boolean;
}

/** The dialog's name (an `h2`); every dialog needs one, visually hidden if need be. */
const Title = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, asChild = false, ...rest },
  ref,
) {
  const { titleId } = useDialogContext('Title');
  const Element = asChild ? Slot : 'h2';
  return <Element ref={ref} id={titleId} className={cx(styles.title, className)} {...rest} />;
});
Title.displayName = 'Dialog.Title';

export interface DialogDescriptionProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Describe with the child element instead of a `p` (for example a `Dialog.Body` of several paragraphs). */
  asChild?: boolean;
}

/** A short explanation under the title, read with the dialog's name. */
const Description = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(function DialogDescription(
  { className, asChild = false, ...rest },
  ref,
) {
  const { descriptionId, setDescribed } = useDialogContext('Description');
  useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  const Element = asChild ? Slot : 'p';
  return <Element ref={ref} id={descriptionId} className={cx(styles.description, className)} {...rest} />;
});
Description.displayName = 'Dialog.Description';

export type DialogBodyProps = HTMLAttributes<HTMLDivElement>;

/** The part that scrolls when the content is taller than the screen; keyboard-scrollable when it does. */
const Body = forwardRef<HTMLDivElement, DialogBodyProps>(function DialogBody({ className, ...rest }, ref) {
  const node = useRef<HTMLDivElement | null>(null);
  const [scrollable, setScrollable] = useState(false);
  const setNode = useMemo(() => mergeRefs(ref, node), [ref]);
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
 * A modal dialog on the browser's own `<dialog>` (top layer, the page behind inert): focus stays inside
 * and returns to what opened it on close; Escape and a press on the cover close it. Compose `Root > Trigger + Content > Title, Description, Body, Footer`.
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
