import { cashierPaths, memberPaths, paths, type InboxMessage } from '@portal/api';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages } from '../db/schema';
import { withdrawalMessages } from '../withdrawals/withdrawalMessages';
import { loginAsTrial } from '../testing/loginAsTrial';
import { newMember } from '../testing/newMember';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

type Member = { id: number; token: string; username: string };

describe.each(databaseCases())('message routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    tp.app.inject({
      method,
      url,
      headers: { token, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const list = (member: Member, query = '') => call('GET', `${memberPaths.messages}${query}`, member.token);
  const read = (member: Member, body: unknown) => call('POST', memberPaths.messagesRead, member.token, body);
  const remove = (member: Member, body: unknown) => call('DELETE', memberPaths.messages, member.token, body);

  /** What the header's badge reads (`unreadCount`), the number every change must agree with. */
  const headerCount = async (member: Member) =>
    (await call('GET', paths.unreadCount, member.token)).json().value.unreadCount as number;

  const operator = (body: object, token = testOperatorToken) =>
    tp.app.inject({
      method: 'PUT',
      url: memberPaths.operatorMessage,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  /** Sends `count` messages to the member through the operator, oldest first; answers their ids. */
  async function send(member: Member, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 1; i <= count; i += 1) {
      const res = await operator({
        username: member.username,
        title: `Title ${i}`,
        content: `Line 1\nLine ${i}`,
      });
      expect(res.json(), res.body).toMatchObject({ success: true, value: { id: expect.any(Number) } });
      ids.push(res.json().value.id as number);
    }
    return ids;
  }

  /** The member's rows as stored, for the checks that a refused call changed nothing. */
  const rowsOf = (accountId: number) =>
    tp.platform.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.accountId, accountId))
      .orderBy(asc(inboxMessages.id));

  /** A change's answer: OK, and the unread count the header reads after it. */
  async function expectCount(res: Awaited<ReturnType<typeof call>>, member: Member, unreadCount: number) {
    expect(res.json(), res.body).toEqual({ success: true, value: { unreadCount } });
    expect(await headerCount(member)).toBe(unreadCount);
  }

  it('lists newest first, a page at a time by the last id seen, with the unread count of all pages', async () => {
    const member = await newMember(tp, { prefix: 'msg' });
    const ids = await send(member, 5);
    const newest = [...ids].reverse();

    const first = await list(member, '?pageSize=2');
    expect(first.json().value).toEqual({
      list: [
        {
          id: newest[0],
          title: 'Title 5',
          content: 'Line 1\nLine 5',
          read: false,
          createdAt: new Date(tp.clock.now()).toISOString(),
        },
        expect.objectContaining({ id: newest[1] }),
      ],
      next: newest[1],
      unreadCount: 5,
    });
    const second = (await list(member, `?pageSize=2&before=${newest[1]}`)).json().value;
    expect(second.list.map((message: InboxMessage) => message.id)).toEqual(newest.slice(2, 4));
    expect(second).toMatchObject({ next: newest[3], unreadCount: 5 });
    const last = (await list(member, `?pageSize=2&before=${newest[3]}`)).json().value;
    expect(last).toEqual({ list: [expect.objectContaining({ id: newest[4] })], unreadCount: 5 });

    // Twenty by default: all five, no next page; a page exactly full has none either.
    const all = (await list(member)).json().value;
    expect(all.list.map((message: InboxMessage) => message.id)).toEqual(newest);
    expect(all).not.toHaveProperty('next');
    expect((await list(member, '?pageSize=5')).json().value).not.toHaveProperty('next');
    expect(await headerCount(member)).toBe(5);
  });

  it('reads one: the count drops as the header says, and reading it again keeps it read', async () => {
    const member = await newMember(tp, { prefix: 'msg' });
    const [first, second] = await send(member, 3);
    await expectCount(await read(member, { id: first }), member, 2);
    const readAt = (await rowsOf(member.id))[0]?.readAt;
    expect(readAt).toBeInstanceOf(Date);

    tp.clock.advance(60_000);
    await expectCount(await read(member, { id: first }), member, 2);
    expect((await rowsOf(member.id))[0]?.readAt).toEqual(readAt);
    // `all: false` beside an id is the same one message.
    await expectCount(await read(member, { id: second, all: false }), member, 1);

    const shown = (await list(member)).json().value;
    expect(shown.unreadCount).toBe(1);
    expect(shown.list.map((message: InboxMessage) => [message.id, message.read])).toEqual([
      [expect.any(Number), false],
      [second, true],
      [first, true],
    ]);
  });

  it('reads every message at once, and again with nothing left unread', async () => {
    const member = await newMember(tp, { prefix: 'msg' });
    const [first] = await send(member, 4);
    await expectCount(await read(member, { id: first }), member, 3);
    const firstReadAt = (await rowsOf(member.id))[0]?.readAt;
    tp.clock.advance(60_000);
    await expectCount(await read(member, { all: true }), member, 0);
    const rows = await rowsOf(member.id);
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    // The one read before keeps its time.
    expect(rows[0]?.readAt).toEqual(firstReadAt);
    expect((await list(member)).json().value.list.every((message: InboxMessage) => message.read)).toBe(true);
    await expectCount(await read(member, { all: true }), member, 0);
  });

  it('deletes one: an unread one lowers the count, a read one does not, and it is gone', async () => {
    const member = await newMember(tp, { prefix: 'msg' });
    const [first, second, third] = await send(member, 3);
    await expectCount(await remove(member, { id: second }), member, 2);
    await expectCount(await read(member, { id: first }), member, 1);
    await expectCount(await remove(member, { id: first }), member, 1);
    expect((await list(member)).json().value).toEqual({
      list: [expect.objectContaining({ id: third, read: false })],
      unreadCount: 1,
    });
    const again = await remove(member, { id: second });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await headerCount(member)).toBe(1);
  });

  it("answers NOT_FOUND for another member's message, or an unknown one, and changes nothing", async () => {
    const owner = await newMember(tp, { prefix: 'msg' });
    const other = await newMember(tp, { prefix: 'msg' });
    const [theirs] = await send(owner, 2);
    await send(other, 1);
    const before = [await rowsOf(owner.id), await rowsOf(other.id)];
    for (const res of [
      await read(other, { id: theirs }),
      await remove(other, { id: theirs }),
      await read(other, { id: 2_147_483_647 }),
      await remove(other, { id: 2_147_483_647 }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect([await rowsOf(owner.id), await rowsOf(other.id)]).toEqual(before);
    expect(await headerCount(owner)).toBe(2);
    expect(await headerCount(other)).toBe(1);
    // Nor do the owner's messages show in the other member's list.
    expect((await list(other)).json().value.list.map((message: InboxMessage) => message.id)).not.toContain(
      theirs,
    );
  });

  it('refuses malformed input as BAD_INPUT below 500, and changes nothing', async () => {
    const member = await newMember(tp, { prefix: 'msg' });
    const [id] = await send(member, 2);
    const before = await rowsOf(member.id);
    const refused = [
      ...[
        '?pageSize=0',
        '?pageSize=101',
        '?pageSize=x',
        '?before=x',
        '?before=0',
        '?before=-1',
        '?before=1.5',
      ]
        .concat(['?before=01', '?before=2147483648', '?before=99999999999'])
        .map((query) => () => list(member, query)),
      ...[
        {},
        { id: 0 },
        { id: -1 },
        { id: 1.5 },
        { id: String(id) },
        { id: 2_147_483_648 },
        { id: null },
        { all: false },
        { all: 'true' },
        { id, all: true },
      ].map((body) => () => read(member, body)),
      ...[{}, { id: 0 }, { id: -1 }, { id: 'x' }, { id: 1e21 }, { all: true }].map(
        (body) => () => remove(member, body),
      ),
    ];
    for (const attempt of refused) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json(), res.body).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    expect(await rowsOf(member.id)).toEqual(before);
    expect(await headerCount(member)).toBe(2);
  });

  it('refuses trial accounts on every call, and visitors', async () => {
    const trial = await loginAsTrial(tp);
    const asTrial = { id: 0, token: trial, username: '' };
    for (const res of [
      await list(asTrial),
      await read(asTrial, { all: true }),
      await remove(asTrial, { id: 1 }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
    }
    const visitor = { id: 0, token: '', username: '' };
    expect((await list(visitor)).statusCode).toBe(401);
    expect((await read(visitor, { all: true })).statusCode).toBe(401);
  });

  it('sends the operator’s message to a member, unread and as plain text', async () => {
    const member = await newMember(tp, { prefix: 'msg' });
    const res = await operator({
      username: member.username.toUpperCase(),
      title: '  Bonus <b>credited</b>  ',
      content: 'Dear member,\n<script>alert(1)</script> is only text here.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().value as { id: number };
    expect((await list(member)).json().value).toEqual({
      list: [
        {
          id,
          title: 'Bonus <b>credited</b>',
          content: 'Dear member,\n<script>alert(1)</script> is only text here.',
          read: false,
          createdAt: new Date(tp.clock.now()).toISOString(),
        },
      ],
      unreadCount: 1,
    });
    expect(await headerCount(member)).toBe(1);

    const body = { username: member.username, title: 'Hello', content: 'Text' };
    const wrongToken = await operator(body, 'not-the-operator');
    expect(wrongToken.statusCode).toBe(401);
    expect(wrongToken.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const unknown = await operator({ ...body, username: 'nobody-at-all' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const bad of [
      { ...body, title: '' },
      { ...body, title: '   ' },
      { ...body, title: 'x'.repeat(121) },
      { ...body, content: '' },
      { ...body, content: 'x'.repeat(4001) },
      { ...body, content: 'a\u0001b' },
      { username: member.username, title: 'Hello' },
      {},
    ]) {
      const refused = await operator(bad);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    expect(await rowsOf(member.id)).toHaveLength(1);
    // The longest title and content fit.
    const longest = await operator({ ...body, title: 'x'.repeat(120), content: 'y'.repeat(4000) });
    expect(longest.json(), longest.body).toMatchObject({ success: true });
    expect(await headerCount(member)).toBe(2);
  });

  it('lists the message a platform event wrote (setting the payment password)', async () => {
    const member = await newMember(tp, { prefix: 'msg', password: 'login-pass-1' });
    const set = await call('PUT', cashierPaths.paymentPassword, member.token, {
      loginPassword: 'login-pass-1',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(set.json(), set.body).toMatchObject({ success: true });
    const shown = (await list(member)).json().value;
    expect(shown).toEqual({
      list: [
        expect.objectContaining({
          title: withdrawalMessages.paymentPasswordSet.title.en,
          content: withdrawalMessages.paymentPasswordSet.content.en,
          read: false,
        }),
      ],
      unreadCount: 1,
    });
    await expectCount(await read(member, { id: shown.list[0].id }), member, 0);
  });
});
