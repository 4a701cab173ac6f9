import { paths, resetPasswordPage } from '@portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox, passwordResets } from '../db/schema';
import type { MessageChannel } from '../providers/messages/MessagesPort';
import { passwordResetLimits } from '../accounts/passwordResets';
import { loginAs, loginRequest } from '../testing/flows';
import { testDemoPassword } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('forgot password by e-mail on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  let address = 0;
  /** Each case asks from its own address, so the per-address throttle is tested on its own. */
  const nextAddress = () => `10.12.0.${(address += 1)}`;

  const forgot = (username: string, email: string, remoteAddress = nextAddress()) =>
    tp.app.inject({
      method: 'POST',
      url: paths.forgotByEmail,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
      remoteAddress,
    });
  const reset = async (body: Record<string, string>, remoteAddress = nextAddress()) =>
    tp.app.inject({
      method: 'POST',
      url: paths.resetPassword,
      payload: (await tp.encrypt(body)) as object,
      remoteAddress,
    });
  const mails = async (recipient: string) =>
    (
      await tp.app.inject({
        method: 'GET',
        url: `${paths.sandboxOutbox}?channel=email&recipient=${encodeURIComponent(recipient)}`,
      })
    ).json().value as Array<{ body: string }>;
  const tokenIn = (body: string) =>
    new RegExp(`${resetPasswordPage}#([A-Za-z0-9_-]{43})`).exec(body)?.[1] as string;
  /** The link is delivered after the answer (so the answer's timing tells nothing): wait for it. */
  const nextLink = async (recipient: string, before: number) => {
    await expect.poll(async () => (await mails(recipient)).length).toBeGreaterThan(before);
    return tokenIn((await mails(recipient))[0]!.body);
  };
  const alive = async (token: string) =>
    (await tp.app.inject({ method: 'GET', url: paths.memberInfo, headers: { token } })).statusCode === 200;
  const passwordHashOf = async (username: string) =>
    (
      await tp.platform.db
        .select({ hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.username, username))
    )[0]?.hash;

  it('changes nothing until the link is used, then sets the password once and ends every session', async () => {
    const session = await loginAs(tp, 'agent41');
    const hashBefore = await passwordHashOf('agent41');
    const res = await forgot('agent41', 'AGENT41@portal.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: true });
    const token = await nextLink('agent41@portal.example', 0);
    expect(token).toHaveLength(43);
    const [mail] = await mails('agent41@portal.example');
    expect(mail!.body).toContain(`${passwordResetLimits.ttlMinutes}`);
    // The request alone changes nothing: same password, the session goes on.
    expect(await passwordHashOf('agent41')).toBe(hashBefore);
    expect(await alive(session)).toBe(true);
    expect((await loginRequest(tp, { username: 'agent41', password: testDemoPassword })).statusCode).toBe(
      200,
    );

    const done = await reset({ token, newPassword: 'Reset1234', confirmNewPassword: 'Reset1234' });
    expect(done.json()).toEqual({ success: true, value: true });
    expect(await alive(session)).toBe(false);
    expect((await loginRequest(tp, { username: 'agent41', password: 'Reset1234' })).statusCode).toBe(200);

    const again = await reset({ token, newPassword: 'Other12345', confirmNewPassword: 'Other12345' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_LINK_INVALID');
  });

  it('answers the same whether or not the username and e-mail match, and mails only a match', async () => {
    const before = (await tp.platform.db.select().from(outbox)).length;
    const match = await forgot('agent42', 'agent42@portal.example');
    const wrongEmail = await forgot('agent42', 'someone@else.example');
    const noAccount = await forgot('nobody-here', 'agent42@portal.example');
    for (const res of [wrongEmail, noAccount]) {
      expect(res.statusCode).toBe(match.statusCode);
      expect(res.json()).toEqual(match.json());
    }
    await nextLink('agent42@portal.example', 0);
    expect((await tp.platform.db.select().from(outbox)).length).toBe(before + 1);

    const bad = await forgot('agent42', 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^validation\.emailInvalid/);
  });

  it('keeps only the hash of the link, and a production provider leaves nothing plain behind', async () => {
    const sent: string[] = [];
    const production: MessageChannel = { send: async (message) => void sent.push(message.text) };
    const sandbox = tp.platform.messages.email;
    tp.platform.messages.email = production;
    try {
      const before = (await tp.platform.db.select().from(outbox)).length;
      await forgot('agent1', 'agent1@portal.example');
      await expect.poll(() => sent.length).toBe(1);
      const token = tokenIn(sent[0]!);
      expect((await tp.platform.db.select().from(outbox)).length).toBe(before);
      const rows = await tp.platform.db.select().from(passwordResets);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      tp.platform.messages.email = sandbox;
    }
  });

  it('ends a link after its minutes, when a newer one is sent, and when the password changes', async () => {
    const expired = await nextLinkFor('agent2');
    tp.clock.advance(passwordResetLimits.ttlMinutes * 60_000 + 1);
    const late = await reset({ token: expired, newPassword: 'Late12345', confirmNewPassword: 'Late12345' });
    expect(late.json().code).toBe('RESET_LINK_INVALID');

    const older = await nextLinkFor('agent2');
    const newer = await nextLinkFor('agent2');
    expect(newer).not.toBe(older);
    const stale = await reset({ token: older, newPassword: 'Old123456', confirmNewPassword: 'Old123456' });
    expect(stale.json().code).toBe('RESET_LINK_INVALID');

    // The owner changes the password another way: the link sent before is of no use any more.
    const session = await loginAs(tp, 'agent2');
    const changed = await tp.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { token: session },
      payload: (await tp.encrypt({
        oldPassword: testDemoPassword,
        newPassword: 'Changed123',
        confirmNewPassword: 'Changed123',
      })) as object,
    });
    expect(changed.statusCode).toBe(200);
    const after = await reset({ token: newer, newPassword: 'After1234', confirmNewPassword: 'After1234' });
    expect(after.json().code).toBe('RESET_LINK_INVALID');
    expect((await loginRequest(tp, { username: 'agent2', password: 'Changed123' })).statusCode).toBe(200);
  });

  it('checks the new password with the site rule before using the link up', async () => {
    const token = await nextLinkFor('demomember', 'member@portal.example');
    const short = await reset({ token, newPassword: 'a1', confirmNewPassword: 'a1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^validation\.passwordLength/);
    const mismatch = await reset({ token, newPassword: 'Good12345', confirmNewPassword: 'Good12346' });
    expect(mismatch.json()).toMatchObject({ code: 'BAD_INPUT', message: 'validation.confirmMismatch' });
    const initial = await reset({ token, newPassword: 'Initial123', confirmNewPassword: 'Initial123' });
    expect(initial.json().code).toBe('PASSWORD_NOT_ALLOWED');
    const done = await reset({ token, newPassword: 'Good12345', confirmNewPassword: 'Good12345' });
    expect(done.json()).toEqual({ success: true, value: true });
  });

  it('throttles the reset call per address, before any password is hashed', async () => {
    const from = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i <= passwordResetLimits.triesPerAddress; i += 1) {
      const res = await reset(
        { token: 'x'.repeat(43), newPassword: 'Guess1234', confirmNewPassword: 'Guess1234' },
        from,
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('sends an account at most a few links an hour, answering the same', async () => {
    const recipient = 'agent1@portal.example';
    tp.clock.advance(3_600_000);
    const start = (await mails(recipient)).length;
    for (let i = 0; i < passwordResetLimits.linksPerAccountPerHour + 2; i += 1) {
      expect((await forgot('agent1', recipient)).json()).toEqual({ success: true, value: true });
    }
    await expect
      .poll(async () => (await mails(recipient)).length)
      .toBe(start + passwordResetLimits.linksPerAccountPerHour);
  });

  async function nextLinkFor(username: string, email = `${username}@portal.example`) {
    const before = (await mails(email)).length;
    expect((await forgot(username, email)).statusCode).toBe(200);
    return nextLink(email, before);
  }
});
