import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` and ignores listeners: enough for jsdom. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Makes `prefers-reduced-motion: reduce` match (or not) until `vi.restoreAllMocks()`. */
export function mockReducedMotion(matches = true): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, matches && query.includes('reduce')),
  );
}
