const focusable = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Whether an element or one of its ancestors up to `root` is not rendered (hidden, inert or display: none). */
function isHidden(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert')) return true;
    if (getComputedStyle(node).display === 'none') return true;
  }
  return getComputedStyle(element).visibility === 'hidden';
}

/** The elements inside `root` that Tab reaches, in document order (positive tabindex is not used in the kit). */
export function tabbablesIn(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !isHidden(element, root) &&
      // Of a radio group, Tab reaches the checked one (or the first when none is).
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        !element.checked &&
        element.form?.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`)
      ),
  );
}

/**
 * Keeps Tab and Shift+Tab cycling inside a modal dialog, and brings focus back in from the body. A modal
 * `<dialog>` already makes the page behind it inert, but from its last control the browser sends focus on
 * to its own toolbar; the WAI-ARIA dialog pattern (and every dialog of the kit before this one) wraps to
 * the first control instead.
 */
function wrapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = tabbablesIn(root);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !active || !root.contains(active);
  if (event.shiftKey && (outside || active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

interface OpenModal {
  root: HTMLElement;
  /** Escape (with its key event) or another close request (without one: a phone's back gesture). */
  escape: (event?: KeyboardEvent) => void;
}

/** The open modal dialogs, the topmost last: only it answers Escape and Tab. */
const openModals: OpenModal[] = [];

function onDocumentKeyDown(event: KeyboardEvent) {
  const top = openModals.at(-1);
  if (!top || event.defaultPrevented) return;
  if (event.key === 'Escape' && !event.isComposing) {
    // Handled here whatever the answer, so the browser never closes a dialog behind React's back.
    top.escape(event);
    event.preventDefault();
  } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
    wrapTab(event, top.root);
  }
}

/** Other close requests (a phone's back gesture) reach a modal `<dialog>` as `cancel`. */
function onCancel(event: Event) {
  const top = openModals.at(-1);
  if (!top || event.target !== top.root) return;
  event.preventDefault();
  top.escape();
}

/**
 * Makes `root` the topmost modal: Escape asks it to close (from anywhere in the document, as a press on
 * the cover leaves focus on the body), and Tab cycles through its controls. Returns the way out.
 */
export function enterModal(root: HTMLElement, handlers: Pick<OpenModal, 'escape'>): () => void {
  const entry: OpenModal = { root, ...handlers };
  if (openModals.length === 0) {
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('cancel', onCancel, true);
  }
  openModals.push(entry);
  return () => {
    const index = openModals.indexOf(entry);
    if (index >= 0) openModals.splice(index, 1);
    if (openModals.length === 0) {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('cancel', onCancel, true);
    }
  };
}

let scrollLocks = 0;
let restoreScroll: (() => void) | undefined;

/**
 * Stops the page behind an open modal from scrolling (a wheel over the backdrop scrolls the document
 * otherwise), keeping the scrollbar's room so nothing shifts sideways. Nested dialogs share one lock.
 */
export function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    const { style } = document.documentElement;
    const overflow = style.overflow;
    const gutter = style.scrollbarGutter;
    const hadScrollbar = window.innerWidth > document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (hadScrollbar) style.scrollbarGutter = 'stable';
    restoreScroll = () => {
      style.overflow = overflow;
      style.scrollbarGutter = gutter;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--scrollLocks === 0) restoreScroll?.();
  };
}
