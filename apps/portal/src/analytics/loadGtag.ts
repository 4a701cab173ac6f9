type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Loads the brand's Google tag once, after consent (never before: spec, analytics). The configuration
 * call is queued on `dataLayer` the way the tag reads it, without an inline script (the CSP allows none).
 */
export function loadGtag(gtagId: string, doc: Document = document): void {
  if (!/^G-[A-Z0-9]{4,20}$/.test(gtagId)) return;
  if (doc.querySelector(`script[data-gtag="${gtagId}"]`)) return;
  const win = doc.defaultView as DataLayerWindow | null;
  if (!win) return;
  win.dataLayer = win.dataLayer ?? [];
  // gtag() pushes its `arguments` object; the tag tells those entries from plain objects.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    win!.dataLayer!.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', gtagId, { anonymize_ip: true });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
  script.dataset.gtag = gtagId;
  doc.head.append(script);
}
