import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadKit } from '../test-utils/preloadKit';
import { fakeMediaQueryList } from '../test-utils/media';

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default: on a 2-core machine running the browser projects
// beside this one, a lazy container's first render alone can take longer (the lobby's did, in CI).
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs; components use them for lazy images, reduced motion and paging.
class NoopIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in globalThis)) {
  Object.assign(globalThis, { IntersectionObserver: NoopIntersectionObserver });
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fakeMediaQueryList(query, false);
}

// What the kit loads on demand (catalogues, a member's header, the toasts) is at hand before any test, as a host preloads it.
await preloadKit();
