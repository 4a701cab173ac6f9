import { memberPaths, paths, type ProfileValue } from '@portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { loginAsTrial } from '../testing/loginAsTrial';
import { newMember } from '../testing/newMember';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('the member profile on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const read = (token: string) =>
    tp.app.inject({ method: 'GET', url: memberPaths.profile, headers: { token } });
  const update = (token: string, payload: unknown) =>
    tp.app.inject({
      method: 'PUT',
      url: memberPaths.profile,
      headers: { token, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const profileOf = async (token: string) => {
    const res = await read(token);
    expect(res.json(), res.body).toMatchObject({ success: true });
    return res.json().value as ProfileValue;
  };
  const rowOf = async (id: number) =>
    (await tp.platform.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

  it('reads the profile: the username, no nickname, names or birthday yet, the avatars to pick from', async () => {
    const member = await newMember(tp, { prefix: 'profile' });
    const profile = await profileOf(member.token);
    expect(profile).toEqual({
      username: member.username,
      nickname: '',
      avatar: member.id % 5,
      avatars: [0, 1, 2, 3, 4].map((id) => ({ id, imgUrl: `/wps/member/avatar/${id}.svg` })),
      realNameLocked: false,
      birthdayLocked: false,
    });
    const image = await tp.app.inject({ method: 'GET', url: profile.avatars[2]!.imgUrl });
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it("changes the nickname the header's member info shows, and the avatar its icon shows", async () => {
    const member = await newMember(tp, { prefix: 'profile' });
    const info = async () =>
      (await tp.app.inject({ method: 'GET', url: paths.memberInfo, headers: { token: member.token } })).json()
        .value;
    const icon = async () =>
      (await tp.app.inject({ method: 'GET', url: paths.memberIcon, headers: { token: member.token } })).json()
        .value.imgUrl;
    expect((await info()).nickname).toBe(member.username);
    expect(await icon()).toBe(`/wps/member/avatar/${member.id}.svg`);

    const res = await update(member.token, { nickname: '  ليلى7 ', avatar: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ nickname: 'ليلى7', avatar: 3, realNameLocked: false });
    expect((await info()).nickname).toBe('ليلى7');
    expect(await icon()).toBe('/wps/member/avatar/3.svg');
    expect((await rowOf(member.id)).nickname).toBe('ليلى7');

    // Left out, it stays; given empty, it is cleared and the header shows the username again.
    expect((await update(member.token, { avatar: 0 })).json().value).toMatchObject({ nickname: 'ليلى7' });
    expect(await icon()).toBe('/wps/member/avatar/0.svg');
    expect((await update(member.token, { nickname: '' })).json().value).toMatchObject({
      nickname: '',
      avatar: 0,
    });
    expect((await info()).nickname).toBe(member.username);
  });

  it('sets the real name and the birthday once, then refuses to change them', async () => {
    const member = await newMember(tp, { prefix: 'profile' });
    const set = await update(member.token, { realName: 'Layla Haddad', birthday: '1990-05-17' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({
      realName: 'Layla Haddad',
      birthday: '1990-05-17',
      realNameLocked: true,
      birthdayLocked: true,
    });
    expect(await profileOf(member.token)).toMatchObject({ realName: 'Layla Haddad', birthday: '1990-05-17' });

    for (const change of [{ realName: 'Someone Else' }, { birthday: '1991-05-17' }]) {
      const refused = await update(member.token, { nickname: 'Layla', ...change });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        code: 'PROFILE_LOCKED',
        message: 'errors.profileLocked',
      });
    }
    // Nothing of a refused change is kept, the nickname given with it neither.
    expect(await profileOf(member.token)).toMatchObject({
      nickname: '',
      realName: 'Layla Haddad',
      birthday: '1990-05-17',
    });
    // The same values again are no change, and what comes with them goes through.
    const again = await update(member.token, {
      nickname: 'Layla',
      realName: ' Layla Haddad ',
      birthday: '1990-05-17',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toMatchObject({ nickname: 'Layla', realName: 'Layla Haddad' });
  });

  it('keeps the real name given at registration locked, and sets the birthday on its own', async () => {
    const member = await newMember(tp, { prefix: 'profile' });
    await tp.platform.db
      .update(accounts)
      .set({ profile: { realName: 'Omar Saleh', whatsapp: '966501234567' } })
      .where(eq(accounts.id, member.id));
    expect(await profileOf(member.token)).toMatchObject({
      realName: 'Omar Saleh',
      realNameLocked: true,
      birthdayLocked: false,
    });
    const res = await update(member.token, { birthday: '1985-01-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ birthday: '1985-01-31', birthdayLocked: true });
    // The registration's other fields stay beside the profile's.
    expect((await rowOf(member.id)).profile).toEqual({
      realName: 'Omar Saleh',
      whatsapp: '966501234567',
      birthday: '1985-01-31',
    });
  });

  it('refuses a birthday under the minimum age (the registration’s 21) and sets nothing', async () => {
    const member = await newMember(tp, { prefix: 'profile' });
    // The test clock reads 2026-11-22.
    const res = await update(member.token, { realName: 'Young Player', birthday: '2005-11-23' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: 'validation.ageConfirm?age=21' });
    expect(await profileOf(member.token)).toMatchObject({ realNameLocked: false, birthdayLocked: false });
    expect((await update(member.token, { birthday: '2005-11-22' })).statusCode).toBe(200);
  });

  it('answers bad input 400 BAD_INPUT and changes nothing', async () => {
    const member = await newMember(tp, { prefix: 'profile' });
    await update(member.token, { nickname: 'Before1', avatar: 1 });
    const before = await rowOf(member.id);
    const bad: unknown[] = [
      { nickname: 5 },
      { nickname: null },
      { nickname: ['a'] },
      { realName: { first: 'Layla' } },
      { avatar: '1' },
      { avatar: 1.5 },
      { avatar: 5 },
      { avatar: -1 },
      { nickname: 'a' },
      { nickname: 'x'.repeat(17) },
      { nickname: 'x'.repeat(5_000) },
      { nickname: 'two words' },
      { nickname: 'nick\n' },
      { nickname: 'ni\u0000ck' },
      { nickname: 'ni\u202Eck' },
      { realName: 'Layla\u0007 Haddad' },
      { realName: 'Layla 7' },
      { realName: 'L' },
      { birthday: '1990-02-30' },
      { birthday: '1990-13-01' },
      { birthday: '17/05/1990' },
      { birthday: '1990-05-17\t' },
      { nickname: 'Fine1', birthday: 'soon' },
    ];
    for (const payload of bad) {
      const res = await update(member.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    const raw = await tp.app.inject({
      method: 'PUT',
      url: memberPaths.profile,
      headers: { token: member.token, 'content-type': 'application/json' },
      payload: '{"nickname":',
    });
    expect(raw.statusCode).toBe(400);
    expect(await rowOf(member.id)).toEqual(before);
    // An empty change changes nothing and answers the profile as it is.
    expect((await update(member.token, {})).json().value).toMatchObject({ nickname: 'Before1', avatar: 1 });
    expect(await rowOf(member.id)).toEqual(before);
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await tp.app.inject({ method: 'GET', url: memberPaths.profile })).statusCode).toBe(401);
    const visitor = await tp.app.inject({
      method: 'PUT',
      url: memberPaths.profile,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ nickname: 'Visitor1' }),
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });

    const trial = await loginAsTrial(tp);
    for (const res of [await read(trial), await update(trial, { nickname: 'Trial1' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
    }
  });
});
