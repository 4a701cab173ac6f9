import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and the text, attributes dropped', () => {
    expect(
      sanitizeHtml('<h3 class="x">Title</h3><p style="color:red">A <strong>b</strong> <em>c</em><br/>d</p>'),
    ).toBe('<h3>Title</h3><p>A <strong>b</strong> <em>c</em><br>d</p>');
    expect(sanitizeHtml('<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol><h4>h</h4>')).toBe(
      '<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol><h4>h</h4>',
    );
    expect(sanitizeHtml('<p>مرحبًا بكم &amp; أهلًا &nbsp;</p>')).toBe('<p>مرحبًا بكم &amp; أهلًا &nbsp;</p>');
  });

  it('keeps https links only, with rel and target of its own', () => {
    expect(sanitizeHtml('<a href="https://portal.example/promo?a=1&b=2" onclick="x()">go</a>')).toBe(
      '<a href="https://portal.example/promo?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">go</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'http://portal.example',
      '//evil.example',
      'data:text/html,<script>alert(1)</script>',
      'https:/\\evil.example',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('drops scripts, handlers, unknown tags, comments and raw-text elements', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<div><span>kept text</span></div>')).toBe('kept text');
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html>c')).toBe('abc');
    expect(sanitizeHtml('<style>p{}</style><svg><script>x</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>x')).toBe('x');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
  });

  it('escapes stray markup characters and balances the tags', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "q"')).toBe('1 &lt; 2 &gt; 0 &amp; &quot;q&quot;');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</p>x</em>')).toBe('x');
    expect(sanitizeHtml('<ul><li>a</ul>')).toBe('<ul><li>a</li></ul>');
    expect(sanitizeHtml('<p title="a>b">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p')).toBe('&lt;p');
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
