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

  it('serves the chat page: self-contained, no inline script, in the room language', async () => {
    const { chatUrl } = (await launch({ modelId: 'lina' })).json().value;
    const page = await get(chatUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<h1>لينا</h1>');
    expect(page.body).toContain('<script src="/sandbox/chat.js" defer></script>');
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/\son[a-z]+=|javascript:|https?:\/\/(?!www\.w3\.org)/);
    expect(page.body).not.toMatch(/<link|<img src="\/\//);
    const english = await get(chatUrl.replace('lang=ar', 'lang=en'));
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Hello, I am Lina.');
    const script = await get(paths.sandboxChatScript);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("addEventListener('submit'");
    expect(script.body).not.toContain('innerHTML');
  });

  it("serves customer service without a room, and says a room's chat has ended when it is unknown", async () => {
    const service = await get(`${paths.sandboxChat}?lang=en`);
    expect(service.statusCode).toBe(200);
    expect(service.body).toContain('<h1>Customer service</h1>');
    const ended = await get(`${paths.sandboxChat}?room=${'0'.repeat(32)}&lang=en`);
    expect(ended.statusCode).toBe(404);
    expect(ended.headers['content-type']).toMatch(/^text\/html/);
    expect(ended.body).toContain('This chat has ended');
    for (const query of ['room=not-a-room', 'room=%3Cscript%3E', `lang=${'x'.repeat(17)}`, 'room=a&room=b']) {
      const bad = await get(`${paths.sandboxChat}?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    const { chatUrl } = (await launch({ modelId: 'maya' })).json().value;
    tp.clock.advance(4 * 3_600_000 + 1);
    expect((await get(chatUrl)).statusCode).toBe(404);
  });
});
