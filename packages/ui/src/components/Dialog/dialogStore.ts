/** The icons of the generic dialog, each drawn in its tone colour. */
export const dialogIcons = ['info', 'success', 'warning', 'error'] as const;
export type DialogIcon = (typeof dialogIcons)[number];

export const dialogButtonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;

export interface DialogButton {
  /** The button's text; defaults to the catalogue's text for `ok`, `cancel` and `confirm`, else `value`. */
  label?: string;
  /** What `dialog()` resolves with when this button is pressed. */
  value: string;
  /** Defaults to `primary` for the last button and `secondary` for the others. */
  variant?: (typeof dialogButtonVariants)[number];
}

export interface DialogOptions {
  icon?: DialogIcon;
  title?: string;
  /** Plain text. */
  message?: string;
  /** Server HTML; it is sanitised before it is rendered. */
  html?: string;
  /** Defaults to one OK button (value `ok`). */
  buttons?: DialogButton[];
  /** Closes by itself after this many milliseconds, resolving `undefined`, and shows the time left. */
  timeout?: number;
  /** Whether a press on the cover around the dialog dismisses it; true by default. */
  closeOnCover?: boolean;
}

export interface DialogRequest {
  readonly id: number;
  readonly options: DialogOptions;
}

export interface DialogStore {
  /** Queues a dialog. Resolves with the pressed button's value, or `undefined` when dismissed. */
  open(options: DialogOptions): Promise<string | undefined>;
  /** Settles dialog `id` (shown or still queued) and shows the next one. Unknown ids are ignored. */
  resolve(id: number, value?: string): void;
  /** The dialog on screen, or null. The same object until it changes (for useSyncExternalStore). */
  current(): DialogRequest | null;
  /** Calls `listener` whenever the dialog on screen changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Entry extends DialogRequest {
  settle: (value: string | undefined) => void;
}

/** A queue of dialogs shown one at a time. No DOM and no timers: the host draws it and keeps time. */
export function createDialogStore(): DialogStore {
  let queue: Entry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    open(options) {
      return new Promise((settle) => {
        queue = [...queue, { id: nextId++, options, settle }];
        if (queue.length === 1) notify();
      });
    },
    resolve(id, value) {
      const index = queue.findIndex((entry) => entry.id === id);
      const entry = queue[index];
      if (!entry) return;
      queue = queue.filter((other) => other !== entry);
      entry.settle(value);
      if (index === 0) notify();
    },
    current() {
      return queue[0] ?? null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
