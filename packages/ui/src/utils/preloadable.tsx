import { use, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';

/** A component kept out of the first script, and a way to load it ahead of its first render. */
export interface Preloadable<Props extends object> {
  Component: ComponentType<Props>;
  /** Starts the load (once); the component then renders without waiting once it has come. */
  preload: () => Promise<ComponentType<Props>>;
}

/**
 * Like `React.lazy`, but a host (or a test) can load the part before it is shown, and once loaded it
 * renders at once on its first render, with no suspension. Until then it suspends: wrap it in `Suspense`.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  function Component(props: Props) {
    const Loaded = loaded ?? use(preload());
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
