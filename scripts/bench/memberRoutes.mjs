// Each member-centre route's own JavaScript (issue 14: ≤ 40 KB gzip each, loaded only when opened): a
// logged-in member opens the home page in a fresh browser context (an empty cache), waits for it to
// settle, then goes to /member/<page> inside the app as a click would; the scripts asked for from then on
// are that route's own.

/** The member-centre pages the portal builds (packages/account/src/member/memberPages.ts), by slug. */
export const memberRoutes = [
  'deposit',
  'withdraw',
  'wallet',
  'transfer-upline',
  'betting-record',
  'account-record',
  'income',
  'messages',
  'security',
];
export const memberRouteBudgetKb = 40;

/** Resolves once no request has started for `quietMs` (or after `maxMs`). */
async function settle(page, quietMs = 800, maxMs = 20_000) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  const started = Date.now();
  while (Date.now() - last < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  page.off('request', seen);
}

/** The scripts (paths under the site's root) that opening /member/<slug> from the home page asks for. */
export async function memberRouteScripts(browser, origin, token, slug) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript((session) => {
    sessionStorage.setItem('token', session);
    localStorage.setItem('portal.language', 'ar');
  }, token);
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await settle(page);
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  // The router follows the history as a link's click would: no page load, only the route's chunks.
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/member/${slug}`);
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  await settle(page);
  const path = new URL(page.url()).pathname;
  await context.close();
  if (path !== `/member/${slug}`) throw new Error(`/member/${slug} went to ${path}`);
  return [...scripts];
}
