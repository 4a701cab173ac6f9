// The JavaScript the home route loads before it renders: every script the browser asks for until the
// app's first call to the platform (the start-up gate, spec section 4), in the default language (Arabic).
// Scripts the page loads after it has rendered (the live hosts, the consent question, sections further
// down) are not part of the first load.
import { isCall } from './homeRequests.mjs';

/** The scripts (paths under the site's root) the home route asks for before its first platform call. */
export async function firstLoadScripts(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'ar'));
  const page = await context.newPage();
  const scripts = new Set();
  let rendered = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isCall(url)) rendered = true;
    else if (!rendered && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}
