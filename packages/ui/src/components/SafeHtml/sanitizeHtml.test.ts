import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, headings, links and images', () => {
    const html =
      '<h3>Rules</h3><p>Deposit <strong>100</strong> <em>now</em>.</p><ul><li>Once</li></ul><ol><li>One</li></ol><p><a href="/help#term">Terms</a></p><img src="/banner.webp" alt="Banner">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>',
    );
    expect(out).toBe('<p>Hi</p><img src="x"><a>go</a>');
  });

  it('removes style sheets, inline styles and form controls (their text stays)', () => {
    const out = sanitizeHtml(
      '<style>body{display:none}</style><p style="color:#000">Dark text</p><form action="https://evil.test"><input name="password"><button>Log in</button></form>',
    );
    expect(out).toBe('<p>Dark text</p>Log in');
  });

  it('returns an empty string for nothing, and for HTML that is only unsafe', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });
});
