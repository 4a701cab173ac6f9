import { paths } from '@portal/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, feedbackImages } from '../db/schema';
import { loginAs } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { encodePng } from '../verification/encodePng';

const png = encodePng(2, 2, new Uint8Array(16).fill(200));
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF'),
  Buffer.alloc(64),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const content = 'The withdrawal page is hard to find on my phone.';

describe.each(databaseCases())('feedback routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  let address = 0;
  /** Each test sends from its own address, so the hourly limit of one never touches another. */
  const send = (payload: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
    tp.app.inject({
      method: 'PUT',
      url: paths.feedback,
      headers: options.token ? { token: options.token } : {},
      payload: payload as object,
      remoteAddress: options.remoteAddress ?? `203.0.113.${(address += 1)}`,
    });
  const rows = async () =>
    Promise.all(
      [feedback, feedbackImages].map(
        async (table) => (await tp.platform.db.select({ total: count() }).from(table))[0]?.total,
      ),
    );

  it('serves the bounds of a feedback', async () => {
    const res = await tp.app.inject({ method: 'GET', url: paths.feedbackSettings });
    expect(res.json().value).toEqual({
      contentMinLength: 10,
      contentMaxLength: 500,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
      imageTypes: ['image/png', 'image/jpeg'],
      contactMaxLength: 100,
    });
  });

  it("stores a visitor's feedback with its images, and a member's with the account", async () => {
    const res = await send({
      content: `  ${content}  `,
      images: [dataUrl('image/png', png), dataUrl('image/jpeg', jpeg)],
      contact: ' @layla ',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id as number;
    const [row] = await tp.platform.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ accountId: null, content, contact: '@layla' });
    const images = await tp.platform.db.select().from(feedbackImages);
    expect(images.map((image) => [image.feedbackId, image.mimeType, image.size])).toEqual([
      [id, 'image/png', png.length],
      [id, 'image/jpeg', jpeg.length],
    ]);
    expect(Buffer.from(images[0]?.bytes ?? []).equals(png)).toBe(true);

    const token = await loginAs(tp, 'demomember');
    const mine = await send({ content: 'أقترح إضافة المزيد من ألعاب الطاولة المباشرة.' }, { token });
    expect(mine.statusCode).toBe(200);
    const [stored] = await tp.platform.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, mine.json().value.id as number));
    expect(stored?.accountId).toBeGreaterThan(0);
  });

  it('refuses bad feedback with the rule message, and writes nothing', async () => {
    const before = await rows();
    const cases: Array<[unknown, string]> = [
      [{ content: 'too short' }, 'feedback.contentLength?min=10&max=500'],
      [{ content: 'x'.repeat(501) }, 'feedback.contentLength?min=10&max=500'],
      [{}, 'feedback.contentLength?min=10&max=500'],
      [{ content: `${content}\u0000` }, 'errors.badInput'],
      [{ content, images: Array(4).fill(dataUrl('image/png', png)) }, 'feedback.imageCount?max=3'],
      // A JPEG declared as a PNG, a text file declared as a PNG, a GIF, no base64.
      [{ content, images: [dataUrl('image/png', jpeg)] }, 'feedback.imageType'],
      [{ content, images: [dataUrl('image/png', Buffer.from('hello world'))] }, 'feedback.imageType'],
      [{ content, images: [dataUrl('image/gif', Buffer.from('GIF89a'))] }, 'feedback.imageType'],
      [{ content, images: ['data:image/png;base64,***'] }, 'feedback.imageType'],
      [{ content, images: [42] }, 'feedback.imageType'],
      [{ content, contact: 'c'.repeat(101) }, 'errors.badInput'],
      [{ content, images: 'one' }, 'errors.badInput'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'BAD_INPUT', message });
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses an image over 5 MB, and a body over the raised limit with 413', async () => {
    const before = await rows();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const res = await send({ content, images: [dataUrl('image/png', big)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('feedback.imageSize?max=5');
    const huge = await tp.app.inject({
      method: 'PUT',
      url: paths.feedback,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content, images: ['x'.repeat(22 * 1024 * 1024)] }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    // Other routes keep the platform's 1 MB limit.
    const elsewhere = await tp.app.inject({
      method: 'POST',
      url: paths.memberLanguage,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(elsewhere.statusCode).toBe(413);
    expect(await rows()).toEqual(before);
  });

  it('accepts three 5 MB images at once', async () => {
    const full = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    const res = await send({
      content,
      images: [full, full, full].map((bytes) => dataUrl('image/png', bytes)),
    });
    expect(res.statusCode).toBe(200);
  }, 60_000);

  it('takes 5 feedbacks an hour from one address, then 429', async () => {
    const remoteAddress = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) expect((await send({ content }, { remoteAddress })).statusCode).toBe(200);
    const before = await rows();
    const sixth = await send({ content }, { remoteAddress });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('THROTTLED');
    expect(await rows()).toEqual(before);
    tp.clock.advance(3_600_001);
    expect((await send({ content }, { remoteAddress })).statusCode).toBe(200);
  });
});
