import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithTexts } from '../../i18n/loadWithTexts';

/** Spec section 8: a section whose chunk has not arrived after 120 s gives the chunk-load error. */
export const chunkTimeoutMs = 120_000;

/** Why a section did not load: the chunk failed, or it took longer than the timeout. */
export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(`A section of the portal did not load (${reason}).`);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with a ChunkLoadError when the import fails or outlasts the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed'));
      },
    );
  });
}

/** Bumped by the error's Retry: each attempt makes a fresh lazy component, since React keeps a failed one. */
export const SectionAttempt = createContext(0);

/**
 * A section loaded on demand (Promotions, Help, the agent view...): a failed or late chunk throws a
 * ChunkLoadError to the nearest SectionBoundary, whose Retry loads it again.
 */
export function lazySection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const attempts = new Map<number, LazyExoticComponent<ComponentType<Props>>>();
  function Section(props: Props) {
    const attempt = useContext(SectionAttempt);
    let Lazy = attempts.get(attempt);
    if (!Lazy) {
      Lazy = lazy(() => loadChunk(() => loadWithTexts(load)).then((component) => ({ default: component })));
      attempts.set(attempt, Lazy);
    }
    return <Lazy {...props} />;
  }
  return Section;
}
