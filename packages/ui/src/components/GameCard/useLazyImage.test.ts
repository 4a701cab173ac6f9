import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyImageThreshold, useLazyImage } from './useLazyImage';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

/** A controllable IntersectionObserver: tests decide when the element becomes visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(intersectionRatio: number) {
    act(() => this.callback([{ isIntersecting: intersectionRatio > 0, intersectionRatio }]));
  }
}

const latest = () => FakeObserver.instances.at(-1)!;

describe('useLazyImage', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  const mount = (url: string | undefined) => {
    const hook = renderHook((props: { url: string | undefined }) => useLazyImage<HTMLDivElement>(props.url), {
      initialProps: { url },
    });
    act(() => hook.result.current.ref(document.createElement('div')));
    return hook;
  };

  it('keeps the src unset until the element is at least 10% visible', () => {
    const { result } = mount('/art.webp');
    expect(result.current.status).toBe('idle');
    expect(result.current.src).toBeUndefined();
    expect(latest().options.threshold).toBe(lazyImageThreshold);

    latest().fire(0.05);
    expect(result.current.src).toBeUndefined();

    latest().fire(0.1);
    expect(result.current.src).toBe('/art.webp');
    expect(result.current.status).toBe('loading');
    expect(latest().disconnected).toBe(true);
  });

  it('reports loaded and failed images', () => {
    const { result } = mount('/art.webp');
    latest().fire(1);
    act(() => result.current.onLoad());
    expect(result.current.status).toBe('loaded');
    act(() => result.current.onError());
    expect(result.current.status).toBe('error');
  });

  it('starts over when the url changes, without observing again once visible', () => {
    const { result, rerender } = mount('/a.webp');
    latest().fire(1);
    act(() => result.current.onError());
    expect(result.current.status).toBe('error');
    const observers = FakeObserver.instances.length;
    rerender({ url: '/b.webp' });
    expect(result.current.status).toBe('loading');
    expect(result.current.src).toBe('/b.webp');
    expect(FakeObserver.instances).toHaveLength(observers);
  });

  it('is empty without a url and never observes', () => {
    const { result } = mount(undefined);
    expect(result.current.status).toBe('empty');
    expect(result.current.src).toBeUndefined();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useLazyImage('/art.webp'));
    expect(result.current.src).toBe('/art.webp');
    expect(result.current.status).toBe('loading');
  });
});
