import { paths } from '@portal/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { accounts, socialIdentities } from '../db/schema';
import { loginAs } from '../testing/flows';
import { loginAsTrial } from '../testing/loginAsTrial';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('social login routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const authorizeUrl = (provider: string, redirectUri: string, state = 'st-123', lang = 'en') =>
    `/wps/oauth/${provider}/authorize?${new URLSearchParams({ redirectUri, state, lang }).toString()}`;

  /** Consents as one identity and returns the code from the redirect. */
  const consent = async (provider: string, identity: string, redirectUri = '/oauth/callback') => {
    const res = await tp.app.inject({
      method: 'GET',
      url: `/wps/oauth/${provider}/consent?${new URLSearchParams({ identity, redirectUri, state: 'st-123' })}`,
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, 'https://portal.test');
    expect(location.searchParams.get('state')).toBe('st-123');
    return location.searchParams.get('code') as string;
  };
  const login = (payload: unknown, token?: string) =>
    tp.app.inject({
      method: 'POST',
      url: paths.oauthLogin,
      headers: token ? { token } : {},
      payload: payload as object,
    });
  const counts = async () => [
    (await tp.platform.db.select({ total: count() }).from(accounts))[0]?.total,
    (await tp.platform.db.select({ total: count() }).from(socialIdentities))[0]?.total,
  ];

  const consentPageValue = async (...args: Parameters<typeof authorizeUrl>) => {
    const res = await tp.app.inject({
      method: 'GET',
      url: authorizeUrl(...args).replace('/authorize?', '/consentPage?'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().value;
  };

  it('serves the consent page, a static file with its own script and no form', async () => {
    const page = await tp.app.inject({
      method: 'GET',
      url: authorizeUrl('google', '/oauth/callback', 'st-123', 'ar'),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).not.toMatch(/<form/);
    const scripts = [...page.body.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      expect.stringMatching(
        /^<script type="module" crossorigin src="\/sandbox\/pages\/assets\/consent-[\w-]+\.js">$/,
      ),
    ]);
  });

  it('tells the consent page the demo identities with their consent links, and the cancel link', async () => {
    expect(await consentPageValue('google', '/oauth/callback', 'st-123', 'ar')).toEqual({
      lang: 'ar',
      providerName: 'Google',
      identities: expect.arrayContaining([
        {
          name: 'ليلى حداد',
          email: 'layla.haddad@google.sandbox.example',
          href: '/wps/oauth/google/consent?identity=google-1001&redirectUri=%2Foauth%2Fcallback&state=st-123',
        },
      ]),
      cancelHref: '/oauth/callback?error=access_denied&state=st-123',
    });
    const facebook = await consentPageValue('facebook', 'https://partner.example/cb');
    expect(facebook.identities.map((identity: { name: string }) => identity.name)).toContain('Khalid Nasser');
    expect(facebook.cancelHref).toBe('https://partner.example/cb?error=access_denied&state=st-123');
  });

  it('never redirects anywhere but this origin and the allowed brand origins', async () => {
    for (const redirectUri of [
      'https://evil.example/cb',
      '//evil.example/cb',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://partner.example/cb',
      'https://partner.example.evil.example/cb',
      'https://user@partner.example/cb',
      'oauth/callback',
    ]) {
      for (const path of ['authorize', 'consentPage', 'consent']) {
        const url =
          path !== 'consent'
            ? authorizeUrl('google', redirectUri).replace('/authorize?', `/${path}?`)
            : `/wps/oauth/google/consent?${new URLSearchParams({ identity: 'google-1001', redirectUri, state: 's' })}`;
        const res = await tp.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${path} ${redirectUri}`).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'REDIRECT_NOT_ALLOWED',
          message: 'errors.invalidUrl',
        });
      }
    }
    const partner = await tp.app.inject({
      method: 'GET',
      url: `/wps/oauth/google/consent?${new URLSearchParams({ identity: 'google-1003', redirectUri: 'https://partner.example/cb?x=1', state: 's' })}`,
    });
    expect(partner.headers.location).toMatch(/^https:\/\/partner\.example\/cb\?x=1&code=[\w-]+&state=s$/);
  });

  it('refuses unknown providers and identities, bad queries, and everything outside sandbox mode', async () => {
    expect((await tp.app.inject({ method: 'GET', url: authorizeUrl('twitter', '/cb') })).statusCode).toBe(
      404,
    );
    const unknown = await tp.app.inject({
      method: 'GET',
      url: `/wps/oauth/google/consent?${new URLSearchParams({ identity: 'facebook-2001', redirectUri: '/cb', state: 's' })}`,
    });
    expect(unknown.statusCode).toBe(404);
    for (const query of ['redirectUri=%2Fcb', 'state=s', `redirectUri=%2Fcb&state=${'s'.repeat(513)}`]) {
      expect(
        (await tp.app.inject({ method: 'GET', url: `/wps/oauth/google/authorize?${query}` })).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await tp.app.inject({
          method: 'GET',
          url: authorizeUrl('twitter', '/cb').replace('/authorize?', '/consentPage?'),
        })
      ).statusCode,
    ).toBe(404);
    const production = await openTestPlatform(databaseCase, { config: { sandbox: false } });
    try {
      for (const url of [
        authorizeUrl('google', '/cb'),
        authorizeUrl('google', '/cb').replace('/authorize?', '/consentPage?'),
      ]) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('SANDBOX_ONLY');
      }
    } finally {
      await production.close();
    }
  });

  it('makes an account for a new identity, logs it in again later, and spends each code once', async () => {
    const code = await consent('google', 'google-1002');
    const first = await login({ provider: 'google', code });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      initialPassword: false,
    });
    const info = (
      await tp.app.inject({
        method: 'GET',
        url: paths.memberInfo,
        headers: { token: first.json().value.token },
      })
    ).json().value;
    expect(info).toMatchObject({ nickname: 'عمر فاروق', language: 'ar', type: 0, isTrial: false });
    expect(info.account).toMatch(/^omar\d{4,5}$/);

    const reused = await login({ provider: 'google', code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      success: false,
      code: 'SOCIAL_LOGIN_FAILED',
      message: 'errors.socialLoginFailed',
    });

    // Until the portal's first-login action, each login is still the first; after it, none is.
    const unwelcomed = await login({ provider: 'google', code: await consent('google', 'google-1002') });
    expect(unwelcomed.json().value.firstTimeLogin).toBe(true);
    await tp.app.inject({
      method: 'POST',
      url: paths.firstLogin,
      headers: { token: unwelcomed.json().value.token },
    });
    const again = await login({ provider: 'google', code: await consent('google', 'google-1002') });
    expect(again.json().value.firstTimeLogin).toBe(false);
    const second = (
      await tp.app.inject({
        method: 'GET',
        url: paths.memberInfo,
        headers: { token: again.json().value.token },
      })
    ).json().value;
    expect(second.id).toBe(info.id);
  });

  it('refuses a code of another provider, an expired code and bad bodies, writing nothing', async () => {
    const before = await counts();
    const code = await consent('facebook', 'facebook-2002');
    expect((await login({ provider: 'google', code })).statusCode).toBe(401);
    const late = await consent('facebook', 'facebook-2002');
    tp.clock.advance(5 * 60_000 + 1);
    expect((await login({ provider: 'facebook', code: late })).statusCode).toBe(401);
    for (const payload of [
      {},
      { provider: 'google' },
      { provider: 'github', code: 'a'.repeat(32) },
      { provider: 'google', code: 'short' },
      { provider: 'google', code: 'a b'.repeat(10) },
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('BAD_INPUT');
    }
    expect(await counts()).toEqual(before);
  });

  it('links an identity to the logged-in member, and refuses one linked to somebody else', async () => {
    const token = await loginAs(tp, 'demomember');
    const linked = await login(
      { provider: 'facebook', code: await consent('facebook', 'facebook-2001') },
      token,
    );
    expect(linked.statusCode).toBe(200);
    const demo = await findAccountByUsername(tp.platform.db, 'demomember');
    const [link] = await tp.platform.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, 'facebook-2001'));
    expect(link?.accountId).toBe(demo?.id);
    // Logging in with it later is logging in as demomember.
    const later = await login({ provider: 'facebook', code: await consent('facebook', 'facebook-2001') });
    const info = (
      await tp.app.inject({
        method: 'GET',
        url: paths.memberInfo,
        headers: { token: later.json().value.token },
      })
    ).json().value;
    expect(info.account).toBe('demomember');

    const other = await loginAs(tp, 'agent2');
    const taken = await login(
      { provider: 'facebook', code: await consent('facebook', 'facebook-2001') },
      other,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SOCIAL_ALREADY_LINKED');
    // One identity per provider and account: demomember's second Facebook identity is refused.
    const second = await login(
      { provider: 'facebook', code: await consent('facebook', 'facebook-2002') },
      token,
    );
    expect(second.statusCode).toBe(409);
  });

  it('refuses to link for a trial account, and to log in as an account that is no member, writing nothing', async () => {
    const trialToken = await loginAsTrial(tp);
    const before = await counts();
    const trial = await login(
      { provider: 'facebook', code: await consent('facebook', 'facebook-2002') },
      trialToken,
    );
    expect(trial.statusCode).toBe(403);
    expect(trial.json()).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
    expect(await counts()).toEqual(before);

    const first = await login({ provider: 'google', code: await consent('google', 'google-1003') });
    expect(first.statusCode).toBe(200);
    const [link] = await tp.platform.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, 'google-1003'));
    // An operator turns the account into a type that is no member (no agent, trial or member type).
    const noMemberType = 99;
    expect([
      ...tp.platform.config.agentTypes,
      ...tp.platform.config.trialTypes,
      ...tp.platform.config.memberTypes,
    ]).not.toContain(noMemberType);
    await tp.platform.db.update(accounts).set({ type: noMemberType }).where(eq(accounts.id, link!.accountId));
    const refused = await login({ provider: 'google', code: await consent('google', 'google-1003') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'NON_MEMBER' });
  });
});
