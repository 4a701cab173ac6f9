import { oauthProviders, paths, type OAuthProvider } from '@portal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { accountKind } from '../accounts/accountTypes';
import { languageFor } from '../content/languageFor';
import type { Platform } from '../context';
import { ApiError } from '../http/apiError';
import { defineRoute, memberOf } from '../http/defineRoute';
import { issueOAuthCode, spendOAuthCode } from '../oauth/oauthCodes';
import { redirectTarget } from '../oauth/redirectTarget';
import { accountForSocialIdentity, linkSocialIdentity } from '../oauth/socialAccount';
import { findSandboxIdentity, sandboxIdentities } from '../oauth/sandboxIdentities';
import { consentPage } from '../sandbox/consentPage';
import { startSession } from '../sessions/loginValue';
import { languageQuery } from './contentQueries';
import { bounded, loginValueSchema } from './routeSchemas';

const consentQuery = {
  redirectUri: v.pipe(v.string(), v.minLength(1, 'errors.badInput'), bounded(2048)),
  state: v.pipe(v.string(), v.minLength(1, 'errors.badInput'), bounded(512)),
  lang: languageQuery,
};

/** The provider of `/wps/oauth/:provider/...`, or a 404. */
function providerOf(request: FastifyRequest): OAuthProvider {
  const provider = (request.params as { provider?: unknown }).provider;
  if (!(oauthProviders as readonly unknown[]).includes(provider)) throw new ApiError('NOT_FOUND');
  return provider as OAuthProvider;
}

const route = (path: string) => path.replace('{provider}', ':provider');

/**
 * Social login with the two sandbox providers: the provider's consent page (sandbox only) hands the
 * browser a single-use code on the way back to the portal, and the code logs in, makes an account for a
 * new identity, or links it to the member who is logged in.
 */
export function socialLoginRoutes(app: FastifyInstance, platform: Platform) {
  const { db, config, store } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: route(paths.oauthAuthorize),
    summary: "Sandbox only: the provider's consent page (HTML), where a tester picks a demo identity",
    tags: ['session', 'sandbox'],
    sandboxOnly: true,
    query: v.object(consentQuery),
    handler: async ({ query, request, reply }) => {
      const provider = providerOf(request);
      const back = redirectTarget(query.redirectUri, config.corsOrigins);
      const lang = await languageFor(db, query.lang);
      const html = consentPage({
        provider,
        lang,
        identities: sandboxIdentities[provider],
        choose: (identity) =>
          `${route(paths.oauthConsent).replace(':provider', provider)}?${new URLSearchParams({
            identity: identity.subject,
            redirectUri: query.redirectUri,
            state: query.state,
          }).toString()}`,
        cancel: back({ error: 'access_denied', state: query.state }),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: route(paths.oauthConsent),
    summary: 'Sandbox only: the consent to one identity; redirects to redirectUri with code and state',
    tags: ['session', 'sandbox'],
    sandboxOnly: true,
    query: v.object({ ...consentQuery, identity: v.pipe(v.string(), bounded(64)) }),
    handler: async ({ query, request, reply }) => {
      const provider = providerOf(request);
      const back = redirectTarget(query.redirectUri, config.corsOrigins);
      const identity = findSandboxIdentity(provider, query.identity);
      if (!identity) throw new ApiError('NOT_FOUND');
      const code = await issueOAuthCode(store, { provider, subject: identity.subject });
      return reply.header('cache-control', 'no-store').redirect(back({ code, state: query.state }), 302);
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.oauthLogin,
    summary:
      "Logs in with a provider's code: the linked account, a new one, or links it to the logged-in member",
    tags: ['session'],
    body: v.object({
      provider: v.picklist(oauthProviders, 'errors.badInput'),
      code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'errors.badInput')),
    }),
    value: loginValueSchema,
    handler: async ({ body, request }) => {
      const grant = await spendOAuthCode(store, body.code);
      const identity =
        grant && grant.provider === body.provider
          ? findSandboxIdentity(grant.provider, grant.subject)
          : undefined;
      if (!grant || !identity) throw new ApiError('SOCIAL_LOGIN_FAILED');
      const member = await memberOf(platform, request);
      if (member && accountKind(config, member.account.type) === 'trial')
        throw new ApiError('TRIAL_NOT_ALLOWED');
      const account = member
        ? await linkSocialIdentity(platform, grant, identity, member.account)
        : await accountForSocialIdentity(platform, grant, identity);
      if (accountKind(config, account.type) === 'nonMember') throw new ApiError('NON_MEMBER');
      return startSession(platform, account);
    },
  });
}
