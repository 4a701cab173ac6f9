import { describe, expect, it } from 'vitest';
import { captchaSrc } from './captchaImage';

describe('captchaSrc', () => {
  it('adds the PNG data: prefix to bare base64, without line breaks', () => {
    expect(captchaSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(captchaSrc(' iVBORw0K\r\nGgo=\n')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('keeps a data: URI, blob: or http(s) URL as it is', () => {
    expect(captchaSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(captchaSrc('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(captchaSrc('https://cdn.example/captcha.png')).toBe('https://cdn.example/captcha.png');
    expect(captchaSrc('blob:https://portal/1')).toBe('blob:https://portal/1');
  });

  it('treats base64 that starts with a slash as base64, not as a path', () => {
    expect(captchaSrc('/9j/4AAQ')).toBe('data:image/png;base64,/9j/4AAQ');
  });
});
