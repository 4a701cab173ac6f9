import { hideOthers } from 'aria-hidden';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { enterModal, lockScroll, tabbablesIn } from './modalFocus';

/** How a modal dialog answers its user; every `on...` may `preventDefault()` the default it names. */
export interface ModalDialogHandlers {
  /** Asks the dialog's owner to close it (Escape, a press on the cover). */
  setOpen: (open: boolean) => void;
  /** Whether a press on the cover around the panel closes the dialog; true by default. */
  closeOnOverlayClick?: boolean;
  /** Whether Escape closes the dialog; true by default. */
  closeOnEscape?: boolean;
  /** On opening, before focus moves to the first control; `preventDefault()` to place focus yourself. */
  onOpenAutoFocus?: (event: Event) => void;
  /** On closing, before focus returns to what opened it; `preventDefault()` to send it elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
  /** On Escape; `preventDefault()` keeps the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** On a press on the cover; `preventDefault()` keeps the dialog open. */
  onPointerDownOutside?: (event: PointerEvent) => void;
}

/** Whether a press on the dialog element itself fell on its backdrop rather than on the panel's own box. */
function onBackdrop(event: PointerEvent, dialog: HTMLElement): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/** The animations of the panel and its backdrop that end (a spinner inside never does). */
function closingAnimations(dialog: HTMLElement): Array<Promise<unknown>> {
  if (typeof dialog.getAnimations !== 'function') return [];
  return dialog
    .getAnimations({ subtree: true })
    .filter(
      (animation) =>
        (animation.effect as KeyframeEffect | null)?.target === dialog &&
        animation.effect?.getComputedTiming().endTime !== Infinity,
    )
    .map((animation) => animation.finished.catch(() => undefined));
}

/**
 * Makes the `<dialog>` in `node` modal while it is present: `showModal` (top layer, the page inert), the
 * rest of the page hidden from assistive technology, the page's scroll locked, Escape, Tab and a press
 * on the cover answered, focus moved in and, on close, back. Answers whether the dialog is to be
 * rendered: from `open` until its exit motion ends. `ready` is false while there is nowhere to render it.
 */
export function useModalDialog(
  node: RefObject<HTMLDialogElement | null>,
  open: boolean,
  ready: boolean,
  handlers: ModalDialogHandlers,
): boolean {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);

  // The latest handlers, for the listeners attached once per opening.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  // A passive effect, as the focus moves of every dialog before this one were: an owner's layout effect
  // (the dialog service's host) still sees what had focus before the dialog opened.
  useEffect(() => {
    const dialog = node.current;
    if (!present || !dialog) return;
    const returnTo = document.activeElement;
    // Where `showModal` is missing (an old browser, or jsdom), an open dialog that keeps focus is the fallback.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const showOthers = hideOthers(dialog);
    const unlockScroll = lockScroll();
    const leave = enterModal(dialog, {
      escape(event) {
        if (event) latest.current.onEscapeKeyDown?.(event);
        if (!event?.defaultPrevented && latest.current.closeOnEscape !== false) latest.current.setOpen(false);
      },
    });

    // After the commit's own updates (a `Dialog.Body` learns in its layout effect that it scrolls, and
    // becomes a stop for Tab), so the first stop is the one the user will see.
    let focusing = true;
    queueMicrotask(() => {
      if (!focusing) return;
      const opened = new Event('dialog.openAutoFocus', { cancelable: true });
      latest.current.onOpenAutoFocus?.(opened);
      // The first control, passing over links (a link in the text is rarely where to begin), else the panel.
      if (!opened.defaultPrevented)
        (tabbablesIn(dialog).find((element) => !(element instanceof HTMLAnchorElement)) ?? dialog).focus();
    });

    const onPointerDown = (event: PointerEvent) => {
      if (!onBackdrop(event, dialog)) return;
      latest.current.onPointerDownOutside?.(event);
      if (!event.defaultPrevented && latest.current.closeOnOverlayClick !== false)
        latest.current.setOpen(false);
    };
    dialog.addEventListener('pointerdown', onPointerDown);
    return () => {
      focusing = false;
      dialog.removeEventListener('pointerdown', onPointerDown);
      leave();
      showOthers();
      unlockScroll();
      // Closed before focus moves, or the page it returns to would still be inert.
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const closed = new Event('dialog.closeAutoFocus', { cancelable: true });
      latest.current.onCloseAutoFocus?.(closed);
      if (!closed.defaultPrevented && returnTo instanceof HTMLElement && returnTo.isConnected)
        returnTo.focus();
    };
  }, [node, present, ready]);

  // Closing: the panel stays, marked closed, until its exit motion (none under reduced motion) ends.
  useEffect(() => {
    const dialog = node.current;
    if (open || !present || !dialog) return;
    let current = true;
    void Promise.all(closingAnimations(dialog)).then(() => {
      if (current) setPresent(false);
    });
    return () => {
      current = false;
    };
  }, [node, open, present]);

  return present;
}
