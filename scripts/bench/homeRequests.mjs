// The home route's calls to the platform, and which of them waited for another one (a waterfall).
// The start-up gate (system status and site configuration) comes first by design (spec section 4), and
// calls asked beside it (the site permissions) are start-up calls too; every call of the home itself
// should start together, none after another has answered.
const gate = ['/wps/system/status', '/wps/system/config'];
/** A call to the platform (not a page, script or image). */
export const isCall = (url) => /^\/(wps|lgw|lotto)\//.test(url.pathname);

export async function measureHomeRequests(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    localStorage.setItem('portal.language', 'ar');
    // The once-a-session announcement popup is its own story; the home page is measured without it.
    sessionStorage.setItem('announcement.visitor', 'closed');
  });
  const page = await context.newPage();
  const calls = new Map();
  const started = performance.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isCall(url)) calls.set(request, { path: url.pathname, start: performance.now() - started });
  });
  page.on('requestfinished', (request) => {
    const call = calls.get(request);
    if (call) call.end = performance.now() - started;
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await context.close();
  const answered = [...calls.values()].filter((call) => call.end !== undefined);
  const gateOpen = Math.max(...answered.filter((call) => gate.includes(call.path)).map((call) => call.end));
  const home = answered.filter((call) => !gate.includes(call.path) && call.start >= gateOpen);
  // A few milliseconds of slack: two calls made in one task are logged a moment apart.
  const slackMs = 15;
  const late = home
    .filter((call) => home.some((other) => other !== call && other.end + slackMs < call.start))
    .map((call) => call.path);
  return { calls: home, late: [...new Set(late)] };
}
