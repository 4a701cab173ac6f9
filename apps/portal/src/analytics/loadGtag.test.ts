import { afterEach, describe, expect, it } from 'vitest';
import { loadGtag } from './loadGtag';

describe('loadGtag', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[data-gtag]').forEach((script) => script.remove());
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('adds the tag once and queues its configuration', () => {
    loadGtag('G-ABC123XYZ');
    loadGtag('G-ABC123XYZ');
    const scripts = document.head.querySelectorAll('script[data-gtag]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ');
    const queued = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect(queued.map((entry) => Array.from(entry)[0])).toEqual(['js', 'config']);
  });

  it('loads nothing for an id that is not a Google tag id', () => {
    loadGtag('');
    loadGtag('G-"><script>');
    expect(document.head.querySelectorAll('script[data-gtag]')).toHaveLength(0);
  });
});
