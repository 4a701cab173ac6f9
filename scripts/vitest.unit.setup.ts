import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMediaQueryList } from '../test-utils/media';

afterEach(() => cleanup());

// jsdom lacks these browser APIs; components use them for lazy images and reduced motion.
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
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fakeMediaQueryList(query, false);
}
