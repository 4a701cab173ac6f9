import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

// The policy itself (`@portal/ui/htmlPolicy`) is tested against a published XSS corpus in Chromium
// (xssCorpus.test.ts); these cases pin what stored content keeps and how it is written out.
describe('sanitizeHtml', () => {
  it('keeps the allowed tags and the text, other attributes dropped', () => {
    expect(
      sanitizeHtml('<h3 class="x">Title</h3><p style="color:red">A <strong>b</strong> <em>c</em><br/>d</p>'),
    ).toBe('<h3>Title</h3><p>A <strong>b</strong> <em>c</em><br />d</p>');
    expect(sanitizeHtml('<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol><h4>h</h4>')).toBe(
      '<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol><h4>h</h4>',
    );
    // Entities are decoded and written back only where the markup needs it (a no-break space stays one).
    expect(sanitizeHtml('<p>مرحبًا بكم &amp; أهلًا &nbsp;</p>')).toBe('<p>مرحبًا بكم &amp; أهلًا \u00a0</p>');
    expect(sanitizeHtml('<img src="/banner.webp" alt="Banner" onerror="alert(1)">text')).toBe(
      '<img src="/banner.webp" alt="Banner" />text',
    );
    expect(sanitizeHtml('<table><tr><td colspan="2" style="x">1</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">1</td></tr></table>',
    );
  });

  it('keeps links to allowed schemes and relative ones; http(s) ones open a new window with rel', () => {
    expect(sanitizeHtml('<a href="https://portal.example/promo?a=1&b=2" onclick="x()">go</a>')).toBe(
      '<a href="https://portal.example/promo?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">go</a>',
    );
    expect(sanitizeHtml('<a href="http://portal.example/" target="_top" rel="opener">x</a>')).toBe(
      '<a href="http://portal.example/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    for (const href of ['mailto:help@portal.example', 'tel:+97100', '/help#term', '#t']) {
      expect(sanitizeHtml(`<a href="${href}" target="_blank">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,<script>alert(1)</script>',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a" />');
  });

  it('drops scripts, handlers, unknown tags, comments, forms and raw-text elements', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<div><span>kept text</span></div>')).toBe('kept text');
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html>c')).toBe('abc');
    expect(sanitizeHtml('<style>p{}</style><svg><script>x</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>x')).toBe('x');
    expect(sanitizeHtml('<textarea><p>x</p></textarea><xmp><p>y</p></xmp>z')).toBe('z');
    expect(
      sanitizeHtml('<form action="https://evil.test"><input name="password"><button>Log in</button></form>'),
    ).toBe('Log in');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('escapes stray markup characters and balances the tags', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "q"')).toBe('1 &lt; 2 &gt; 0 &amp; "q"');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('<ul><li>a</ul>')).toBe('<ul><li>a</li></ul>');
    expect(sanitizeHtml('<p title="a>b">t</p>')).toBe('<p>t</p>');
  });

  it('is idempotent and quick on hostile input', () => {
    const once = sanitizeHtml('<p>a <a href="https://x.example/?q=<b>">l</a> & <b>b</b></p>');
    expect(sanitizeHtml(once)).toBe(once);
    const started = performance.now();
    sanitizeHtml(`<a ${'b '.repeat(50_000)}`);
    sanitizeHtml('<p>'.repeat(20_000));
    sanitizeHtml('<'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
