import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQrDataUri } from '../testing/readQrDataUri';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('official information routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const get = (url: string) => tp.app.inject({ method: 'GET', url });
  const value = async (url: string) => (await get(url)).json().value;

  it('serves the apps with their QR codes and the installation steps in the asked language', async () => {
    const en = await value(`${paths.appDownload}?language=en`);
    expect(en.android).toMatchObject({
      url: 'https://www.portal.example/download/portal-demo.apk',
      version: '2.4.0',
    });
    expect(en.android.guide).toHaveLength(3);
    expect(en.ios.guide[0]).toMatch(/^Scan the QR code/);
    for (const app of [en.android, en.ios]) {
      expect(app.qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(readQrDataUri(app.qrCode)).toBe(app.url);
    }
    const ar = await value(`${paths.appDownload}?language=ar`);
    expect(ar.android.guide[2]).toBe('اضغط على «تثبيت»، ثم افتح رويال بورتال وسجّل الدخول بحسابك.');
    expect(ar.android.qrCode).toBe(en.android.qrCode);
  });

  it('serves the official mirrors', async () => {
    const mirrors = await value(`${paths.mirrors}?language=ar`);
    expect(mirrors[0]).toEqual({ domainName: 'https://www.portal.example', note: 'الموقع الرئيسي' });
    expect((await value(`${paths.mirrors}?language=en`)).map((m: { note: string }) => m.note)).toContain(
      'Light version for mobile networks',
    );
  });

  it('tells official representatives from others, however the handle is typed', async () => {
    const check = (handle: string, language = 'en') =>
      value(`${paths.representative}?handle=${encodeURIComponent(handle)}&language=${language}`);
    expect(await check('@PortalDemo_Support')).toEqual({
      official: true,
      channel: 'TELEGRAM',
      name: 'Customer service',
    });
    expect(await check('  portaldemo  ', 'ar')).toEqual({
      official: true,
      channel: 'TELEGRAM',
      name: 'القناة الرسمية',
    });
    expect((await check('https://t.me/portaldemo_news')).official).toBe(true);
    expect(await check('+1 555-010-0123')).toEqual({
      official: true,
      channel: 'WHATSAPP',
      name: 'WhatsApp customer service',
    });
    expect((await check('0015550100123')).official).toBe(true);
    expect((await check('wa.me/15550100123')).official).toBe(true);
    expect(await check('@portaldemo_support1')).toEqual({ official: false, channel: 'TELEGRAM' });
    expect(await check('+966 50 000 0000')).toEqual({ official: false, channel: 'WHATSAPP' });
  });

  it('refuses handles that are neither a username nor a number', async () => {
    for (const handle of [
      '',
      '   ',
      '@',
      '!!!',
      'ab',
      '@' + 'a'.repeat(40),
      '12345',
      'x'.repeat(65),
      'javascript:alert(1)',
    ]) {
      const res = await get(`${paths.representative}?handle=${encodeURIComponent(handle)}`);
      expect(res.statusCode, handle).toBe(400);
      expect(res.json().code).toBe('BAD_INPUT');
    }
    expect((await get(paths.representative)).statusCode).toBe(400);
  });
});
