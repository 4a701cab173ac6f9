import { describe, expect, it } from 'vitest';
import { deviceSummary } from './deviceSummary';

describe('deviceSummary', () => {
  it('names the browser and the system', () => {
    expect(
      deviceSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(
      deviceSummary(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on macOS');
    expect(
      deviceSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Microsoft Edge on Windows');
  });

  it('is empty when the header names neither, and short whatever the header', () => {
    for (const header of [undefined, '', '   ', 'curl/8.5.0', 'lightMyRequest']) {
      expect(deviceSummary(header)).toBe('');
    }
    const forged = deviceSummary('Mozilla/5.0 '.repeat(5_000));
    expect(forged.length).toBeLessThanOrEqual(40 + ' on '.length + 40);
  });
});
