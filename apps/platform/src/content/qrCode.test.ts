import { describe, expect, it } from 'vitest';
import { readQrDataUri } from '../testing/readQrDataUri';
import { qrDataUri } from './qrCode';

describe('qrDataUri', () => {
  it('draws an SVG data URI that a QR decoder reads back as the text', async () => {
    for (const text of [
      'a',
      'https://www.portal.example/download/portal-demo.apk',
      'https://www.portal.example/download/ios',
      `https://www.portal.example/download/${'y'.repeat(180)}`,
    ]) {
      const uri = await qrDataUri(text);
      expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(readQrDataUri(uri), text).toBe(text);
    }
  });

  it('is deterministic, in the smallest version level M allows, with a 4-module quiet zone', async () => {
    const url = 'https://www.portal.example/download/ios';
    expect(await qrDataUri(url)).toBe(await qrDataUri(url));
    const svg = Buffer.from((await qrDataUri(url)).split(',')[1] as string, 'base64').toString();
    // 39 bytes fit version 3 at level M (29 modules; level Q would need version 4), plus 4 on each side.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 37 37"/);
  });
});
