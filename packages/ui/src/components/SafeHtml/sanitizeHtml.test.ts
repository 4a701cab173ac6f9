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

  it('keeps to the policy shared with the platform (@portal/ui/htmlPolicy)', () => {
    expect(sanitizeHtml('<p class="x" data-id="1" aria-hidden="true" dir="rtl">A</p>')).toBe(
      '<p dir="rtl">A</p>',
    );
    expect(sanitizeHtml('<table><tbody><tr><td colspan="2" width="9">1</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    );
    expect(sanitizeHtml('<div><span>kept</span></div><svg><a href="#x">svg</a></svg>')).toBe('kept');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a">');
    expect(sanitizeHtml('<textarea><p>x</p></textarea><select><option>o</option></select>y')).toBe('y');
  });

  it('opens http(s) links in a new window with rel, and keeps no protocol-relative address', () => {
    expect(sanitizeHtml('<a href="https://portal.example/promotions" rel="opener">x</a>')).toBe(
      '<a href="https://portal.example/promotions" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@portal.example" target="_blank">x</a>')).toBe(
      '<a href="mailto:help@portal.example">x</a>',
    );
    for (const href of ['//evil.example', '/\\evil.example', 'vbscript:msgbox(1)', 'data:text/html,x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('returns an empty string for nothing, and for HTML that is only unsafe', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });
});
