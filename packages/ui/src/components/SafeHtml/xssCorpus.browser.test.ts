import { describe, expect, it } from 'vitest';
import { probeXss } from '@test-utils/xssProbe';
import { xssVectors } from '@test-utils/xssVectors';
import { htmlPolicy } from './htmlPolicy';
import { sanitizeHtml } from './sanitizeHtml';

describe('SafeHtml against a published XSS corpus, in Chromium', () => {
  it('sees unsanitised payloads run (the probe is not blind)', async () => {
    const findings = await probeXss({
      htmls: [
        '<img src="x" onerror="alert(1)">',
        '<a href=" javascript:alert(2)">x</a>',
        '<form><button formaction="javascript:alert(3)">x</button></form>',
      ],
      policy: htmlPolicy,
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        { index: 0, what: 'alert(1)' },
        { index: 0, what: '<img onerror> handler' },
        { index: 1, what: '<a href=" javascript:alert(2)">' },
        { index: 2, what: '<button formaction="javascript:alert(3)">' },
        { index: 2, what: '<form> outside the policy' },
      ]),
    );
  });

  it('sees the raw corpus run script in Chromium (the payloads are live)', async () => {
    const findings = await probeXss({ htmls: xssVectors.map(({ payload }) => payload), policy: htmlPolicy });
    const ran = new Set(findings.filter(({ what }) => /^alert\(/.test(what)).map(({ index }) => index));
    expect(ran.size).toBeGreaterThanOrEqual(10);
  });

  it(`runs none of the ${xssVectors.length} payloads once sanitised, and keeps to the policy`, async () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100);
    const findings = await probeXss({
      htmls: xssVectors.map(({ payload }) => sanitizeHtml(payload)),
      policy: htmlPolicy,
    });
    expect(findings.map((finding) => ({ ...finding, title: xssVectors[finding.index]?.title }))).toEqual([]);
  });
});
