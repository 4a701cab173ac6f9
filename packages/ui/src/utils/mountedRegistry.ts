/**
 * The instances of something mounted by providers, most recent last. Module-level services
 * (`dialog()`, `toast()`) called outside React talk to the newest one.
 */
export interface MountedRegistry<T> {
  /** Records an instance on mount; returns the function that forgets it on unmount. */
  register(item: T): () => void;
  latest(): T | undefined;
  all(): readonly T[];
}

export function createMountedRegistry<T>(): MountedRegistry<T> {
  const items: T[] = [];
  return {
    register(item) {
      items.push(item);
      return () => {
        const index = items.lastIndexOf(item);
        if (index !== -1) items.splice(index, 1);
      };
    },
    latest: () => items.at(-1),
    all: () => items,
  };
}
