import { htmlPolicy } from '@portal/ui/htmlPolicy';
import { probeXss } from '@test-utils/xssProbe';
import { xssVectors } from '@test-utils/xssVectors';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromiumBrowser';
import { sanitizeHtml } from './sanitizeHtml';

// What the platform stores must be safe as it is, before SafeHtml cleans it again: rendered raw in
// Chromium, in one page, every payload of the corpus at once.
describe('stored HTML against a published XSS corpus, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`runs none of the ${xssVectors.length} payloads once sanitised, and keeps to the policy`, async () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100);
    const page = await browser.newPage();
    const htmls = xssVectors.map(({ payload }) => sanitizeHtml(payload));
    const findings = await page.evaluate(probeXss, { htmls, policy: htmlPolicy });
    expect(findings.map((finding) => ({ ...finding, title: xssVectors[finding.index]?.title }))).toEqual([]);
    // The probe sees what the sanitiser took away: the same page runs the raw corpus's script.
    const raw = await page.evaluate(probeXss, {
      htmls: xssVectors.map(({ payload }) => payload),
      policy: htmlPolicy,
    });
    expect(
      new Set(raw.filter(({ what }) => /^alert\(/.test(what)).map(({ index }) => index)).size,
    ).toBeGreaterThanOrEqual(10);
  });
});
