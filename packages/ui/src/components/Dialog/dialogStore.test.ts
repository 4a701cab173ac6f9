import { describe, expect, it, vi } from 'vitest';
import { createDialogStore } from './dialogStore';

describe('createDialogStore', () => {
  it('shows the first dialog and resolves it with the pressed value', async () => {
    const store = createDialogStore();
    expect(store.current()).toBeNull();
    const result = store.open({ title: 'Deposit received' });
    const shown = store.current();
    expect(shown?.options.title).toBe('Deposit received');
    store.resolve(shown!.id, 'ok');
    await expect(result).resolves.toBe('ok');
    expect(store.current()).toBeNull();
  });

  it('resolves undefined when dismissed', async () => {
    const store = createDialogStore();
    const result = store.open({ message: 'Session expired' });
    store.resolve(store.current()!.id);
    await expect(result).resolves.toBeUndefined();
  });

  it('queues dialogs and shows them one at a time, in order', async () => {
    const store = createDialogStore();
    const first = store.open({ title: 'First' });
    const second = store.open({ title: 'Second' });
    expect(store.current()?.options.title).toBe('First');
    store.resolve(store.current()!.id, 'a');
    expect(store.current()?.options.title).toBe('Second');
    store.resolve(store.current()!.id, 'b');
    await expect(first).resolves.toBe('a');
    await expect(second).resolves.toBe('b');
  });

  it('keeps the same snapshot until the shown dialog changes, and notifies only then', () => {
    const store = createDialogStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    void store.open({ title: 'First' });
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = store.current();
    void store.open({ title: 'Queued' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.current()).toBe(snapshot);
    store.resolve(snapshot!.id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.resolve(store.current()!.id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('settles a queued dialog without touching the shown one, and ignores unknown or repeated ids', async () => {
    const store = createDialogStore();
    void store.open({ title: 'Shown' });
    const queued = store.open({ title: 'Queued' });
    const shown = store.current()!;
    store.resolve(shown.id + 1, 'skip');
    await expect(queued).resolves.toBe('skip');
    expect(store.current()).toBe(shown);
    const listener = vi.fn();
    store.subscribe(listener);
    store.resolve(999, 'nothing');
    store.resolve(shown.id + 1, 'again');
    expect(listener).not.toHaveBeenCalled();
    expect(store.current()).toBe(shown);
  });
});
