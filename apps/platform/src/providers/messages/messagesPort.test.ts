import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { databaseCases } from '../../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import { composeMessage } from './composeMessage';
import type { MessagesPort } from './MessagesPort';

describe.each(databaseCases())('the messages port, sandbox provider, on $name', (databaseCase) => {
  let tp: TestPlatform;
  let port: MessagesPort;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { seed: false });
    port = tp.platform.messages;
  });
  afterAll(() => tp.close());

  const lastOutbox = async () =>
    (await tp.platform.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

  it('composes a template in the member language, English otherwise, and SMS has no subject', () => {
    const ar = composeMessage('smsCode', '+966501234567', 'ar-SA', { code: '123456', minutes: 5 });
    expect(ar).toMatchObject({ to: '+966501234567', template: 'smsCode', language: 'ar' });
    expect(ar.subject).toBeUndefined();
    expect(ar.text).toContain('123456');
    expect(composeMessage('smsCode', '+1', 'fr', { code: '654321', minutes: 5 })).toMatchObject({
      language: 'en',
      text: expect.stringMatching(/654321.*5 minutes/),
    });
  });

  it('sends an SMS to the outbox: the text for the number', async () => {
    const message = composeMessage('smsCode', '+966500000001', 'en', { code: '424242', minutes: 5 });
    await port.sms.send(message);
    expect(await lastOutbox()).toMatchObject({
      channel: 'sms',
      recipient: '+966500000001',
      body: message.text,
    });
  });

  it('sends an e-mail to the outbox: its subject above its text', async () => {
    const message = composeMessage('passwordReset', 'player@portal.example', 'ar', {
      username: 'player',
      link: 'https://portal.example/reset#token',
      minutes: 30,
    });
    expect(message.subject).toBe('إعادة تعيين كلمة مرور رويال بورتال');
    await port.email.send(message);
    expect(await lastOutbox()).toMatchObject({
      channel: 'email',
      recipient: 'player@portal.example',
      body: `${message.subject}\n\n${message.text}`,
    });
    expect(message.text).toContain('https://portal.example/reset#token');
  });
});
