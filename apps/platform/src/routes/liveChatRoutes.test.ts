import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('live chat routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  let token: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    token = await loginAs(tp, 'demomember');
  });
  afterAll(() => tp.close());

  const get = (url: string) => tp.app.inject({ method: 'GET', url });
  const launch = (payload: unknown, withToken = true) =>
    tp.app.inject({
      method: 'POST',
      url: paths.launchChat,
      headers: withToken ? { token } : {},
      payload: payload as object,
    });

  it('lists the hosts, online first, with their avatars', async () => {
    const list = (await get(`${paths.liveModels}?language=ar`)).json().value;
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({
      modelId: 'lina',
      name: 'لينا',
      avatarUrl: '/wps/media/model/lina.svg',
      online: true,
      language: 'ar',
    });
    expect(list.at(-1)).toMatchObject({ modelId: 'nour', online: false });
    expect((await get(`${paths.liveModels}?language=en`)).json().value[1].name).toBe('Sarah');
    const avatar = await get(list[0].avatarUrl);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await get('/wps/media/model/nobody.svg')).statusCode).toBe(404);
    expect((await get(`${paths.liveModels}?language=${'a'.repeat(20)}`)).statusCode).toBe(400);
  });

  it('opens a room with an online host, and refuses offline or unknown hosts and visitors', async () => {
    const res = await launch({ modelId: 'lina' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.chatUrl).toMatch(/^\/sandbox\/chat\?room=[0-9a-f]{32}&lang=ar$/);
    const offline = await launch({ modelId: 'nour' });
    expect(offline.statusCode).toBe(409);
    expect(offline.json()).toEqual({ success: false, code: 'MODEL_OFFLINE', message: 'errors.modelOffline' });
    expect((await launch({ modelId: 'ghost' })).statusCode).toBe(404);
    expect((await launch({ modelId: 'lina' }, false)).statusCode).toBe(401);
    for (const payload of [{}, { modelId: '' }, { modelId: 7 }, { modelId: 'x'.repeat(33) }]) {
      expect((await launch(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  const roomOf = (chatUrl: string) => get(chatUrl.replace(paths.sandboxChat, paths.sandboxChatRoom));

  it('serves the chat page: a static file, no inline script, no outside resource, its script its own', async () => {
    const { chatUrl } = (await launch({ modelId: 'lina' })).json().value;
    const page = await get(chatUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    const scripts = [...page.body.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(scripts).toEqual([expect.stringMatching(/^\/sandbox\/pages\/assets\/chat-[\w-]+\.js$/)]);
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/\son[a-z]+=|javascript:|https?:\/\//);
    expect(page.body).not.toMatch(/<img src="\/\//);
    const script = await get(scripts[0] ?? '');
    // A JavaScript MIME type (the static files' application/javascript, as the portal's own scripts).
    expect(script.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(script.body).toContain('submit');
    expect(script.body).not.toContain('innerHTML');
    for (const text of ['Hello, I am {name}.', 'مرحبًا، أنا {name}.']) expect(script.body).toContain(text);
  });

  it("tells the chat page the room's language and host", async () => {
    const { chatUrl } = (await launch({ modelId: 'lina' })).json().value;
    const room = await roomOf(chatUrl);
    expect(room.statusCode).toBe(200);
    expect(room.headers['cache-control']).toBe('no-store');
    expect(room.json().value).toEqual({
      lang: 'ar',
      hostName: 'لينا',
      avatar: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      ended: false,
    });
    expect((await roomOf(chatUrl.replace('lang=ar', 'lang=en'))).json().value).toMatchObject({
      lang: 'en',
      hostName: 'Lina',
    });
  });

  it("serves customer service without a room, and says a room's chat has ended when it is unknown", async () => {
    const service = await get(`${paths.sandboxChat}?lang=en`);
    expect(service.statusCode).toBe(200);
    expect((await get(`${paths.sandboxChatRoom}?lang=en`)).json().value).toMatchObject({
      lang: 'en',
      ended: false,
    });
    expect((await get(`${paths.sandboxChatRoom}?lang=en`)).json().value.hostName).toBeUndefined();
    const ended = await get(`${paths.sandboxChat}?room=${'0'.repeat(32)}&lang=en`);
    expect(ended.statusCode).toBe(404);
    expect(ended.headers['content-type']).toMatch(/^text\/html/);
    expect((await get(`${paths.sandboxChatRoom}?room=${'0'.repeat(32)}&lang=en`)).json().value).toMatchObject(
      {
        lang: 'en',
        ended: true,
      },
    );
    for (const query of ['room=not-a-room', 'room=%3Cscript%3E', `lang=${'x'.repeat(17)}`, 'room=a&room=b']) {
      for (const path of [paths.sandboxChat, paths.sandboxChatRoom]) {
        const bad = await get(`${path}?${query}`);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
      }
    }
    const { chatUrl } = (await launch({ modelId: 'maya' })).json().value;
    tp.clock.advance(4 * 3_600_000 + 1);
    expect((await get(chatUrl)).statusCode).toBe(404);
    expect((await roomOf(chatUrl)).json().value.ended).toBe(true);
  });
});
