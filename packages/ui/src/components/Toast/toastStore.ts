export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  /** The text shown and announced. */
  message: string;
  /** `critical` is announced assertively; the others politely. Defaults to `info`. */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. Defaults to 3000. */
  duration?: number;
  /** Showing a toast with the id of one still on screen replaces it (and restarts its time). */
  id?: string;
}

export interface ToastItem {
  id: string;
  message: string;
  tone: ToastTone;
  duration: number;
}

export interface ToastStore {
  /** The toasts on screen, newest first. The array changes identity only when its content does. */
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast and returns its id. */
  add: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  /** Holds every auto-dismiss timer (pointer over or focus inside the toasts). */
  pause: () => void;
  resume: () => void;
}

export interface ToastStoreOptions {
  /** The most toasts on screen at once; the oldest goes first. Defaults to 5. */
  limit?: number;
  /** The clock in milliseconds; tests pass a fake one. */
  now?: () => number;
}

export const defaultToastDuration = 3000;

interface Timer {
  /** Milliseconds still to run. */
  left: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | null;
}

/** The toasts of one Toaster: a framework-free store with pausable auto-dismiss timers. */
export function createToastStore({ limit = 5, now = Date.now }: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let paused = false;
  let counter = 0;
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const run = (id: string, timer: Timer) => {
    timer.startedAt = now();
    timer.handle = setTimeout(() => dismiss(id), timer.left);
  };
  const hold = (timer: Timer) => {
    if (timer.handle === null) return;
    clearTimeout(timer.handle);
    timer.handle = null;
    timer.left = Math.max(0, timer.left - (now() - timer.startedAt));
  };
  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
  };

  function dismiss(id: string) {
    if (!toasts.some((item) => item.id === id)) return;
    stopTimer(id);
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }

  function add({ message, tone = 'info', duration = defaultToastDuration, id }: ToastOptions): string {
    counter += 1;
    const item: ToastItem = { id: id ?? `toast-${counter}`, message, tone, duration };
    stopTimer(item.id);
    const others = toasts.filter((existing) => existing.id !== item.id);
    const dropped = others.slice(Math.max(0, limit - 1));
    dropped.forEach((old) => stopTimer(old.id));
    toasts = [item, ...others.slice(0, Math.max(0, limit - 1))];
    if (Number.isFinite(duration) && duration > 0) {
      const timer: Timer = { left: duration, startedAt: now(), handle: null };
      timers.set(item.id, timer);
      if (!paused) run(item.id, timer);
    }
    emit();
    return item.id;
  }

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add,
    dismiss,
    clear() {
      timers.forEach((_timer, id) => stopTimer(id));
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    pause() {
      if (paused) return;
      paused = true;
      timers.forEach(hold);
    },
    resume() {
      if (!paused) return;
      paused = false;
      timers.forEach((timer, id) => run(id, timer));
    },
  };
}
