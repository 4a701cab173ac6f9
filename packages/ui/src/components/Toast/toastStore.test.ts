import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, defaultToastDuration } from './toastStore';

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds toasts newest first with defaults, and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.add({ message: 'one' });
    store.add({ message: 'two', tone: 'critical', duration: 5000 });
    expect(store.getSnapshot()).toEqual([
      { id: 'toast-2', message: 'two', tone: 'critical', duration: 5000 },
      { id: first, message: 'one', tone: 'info', duration: defaultToastDuration },
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.dismiss(first);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot identity until something changes', () => {
    const store = createToastStore();
    store.add({ message: 'one' });
    const snapshot = store.getSnapshot();
    store.dismiss('missing');
    store.resume();
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('dismisses by itself after its duration (3000 ms by default)', () => {
    const store = createToastStore();
    store.add({ message: 'short', duration: 1000 });
    store.add({ message: 'default' });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['default']);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a toast with an infinite duration until dismissed', () => {
    const store = createToastStore();
    const id = store.add({ message: 'sticky', duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses the remaining time and resumes it', () => {
    const store = createToastStore();
    store.add({ message: 'hover me', duration: 3000 });
    vi.advanceTimersByTime(2000);
    store.pause();
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('a toast added while paused waits for resume', () => {
    const store = createToastStore();
    store.pause();
    store.add({ message: 'later', duration: 500 });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('replaces a toast shown again with the same id, restarting its time', () => {
    const store = createToastStore();
    store.add({ id: 'copy', message: 'copy success', duration: 3000 });
    store.add({ message: 'other', duration: Infinity });
    vi.advanceTimersByTime(2000);
    store.add({ id: 'copy', message: 'copy success again', tone: 'positive', duration: 3000 });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['copy success again', 'other']);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['other']);
  });

  it('drops the oldest beyond the limit, and clears all', () => {
    const store = createToastStore({ limit: 2 });
    store.add({ message: 'a' });
    store.add({ message: 'b' });
    store.add({ message: 'c' });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['c', 'b']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toEqual([]);
  });
});
