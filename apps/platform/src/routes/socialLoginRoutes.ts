import { calls, oauthProviders, paths, type OAuthConsentPageValue, type OAuthProvider } from '@portal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { accountKind } from '../accounts/accountTypes';
import { languageFor } from '../content/languageFor';
import type { Platform } from '../context';
import { loginContextOf } from '../http/loginContextOf';
import { ApiError } from '../failures/ApiError';
import { defineRoute, memberOf } from '../http/defineRoute';
import { issueOAuthCode, spendOAuthCode } from '../oauth/oauthCodes';
import { redirectTarget } from '../oauth/redirectTarget';
import { accountForSocialIdentity, linkSocialIdentity } from '../oauth/socialAccount';
import { sendBuiltPage } from '../http/sendBuiltPage';
import { startSession } from '../sessions/loginValue';
import { bounded, languageQuery, loginValueSchema } from './routeSchemas';

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

const providerNames: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Social login through the social identity port (the sandbox providers by default): the provider's
 * consent page (sandbox only, a static file) hands the
 * browser a single-use code on the way back to the portal, and the code logs in, makes an account for a
 * new identity, or links it to the member who is logged in.
 */
export function socialLoginRoutes(app: FastifyInstance, platform: Platform) {
  const { db, config, store } = platform;

  // The consent page is one static file (it asks oauthConsentPage what to show); a bad provider or
  // redirect is refused here already, before any page is drawn.
  defineRoute(app, platform, calls.oauthAuthorize, {
    query: v.object(consentQuery),
    handler: async ({ query, request, reply }) => {
      providerOf(request);
      redirectTarget(query.redirectUri, config.corsOrigins);
      return sendBuiltPage(reply, 'consent');
    },
  });

  defineRoute(app, platform, calls.oauthConsentPage, {
    query: v.object(consentQuery),
    handler: async ({ query, request, reply }): Promise<OAuthConsentPageValue> => {
      const provider = providerOf(request);
      const back = redirectTarget(query.redirectUri, config.corsOrigins);
      const lang = await languageFor(db, query.lang);
      const consent = route(paths.oauthConsent).replace(':provider', provider);
      reply.header('cache-control', 'no-store');
      return {
        lang,
        providerName: providerNames[provider],
        identities: platform.socialIdentities.consentIdentities(provider).map((identity) => ({
          name: identity.name[lang],
          email: identity.email,
          href: `${consent}?${new URLSearchParams({
            identity: identity.subject,
            redirectUri: query.redirectUri,
            state: query.state,
          }).toString()}`,
        })),
        cancelHref: back({ error: 'access_denied', state: query.state }),
      };
    },
  });

  defineRoute(app, platform, calls.oauthConsent, {
    query: v.object({ ...consentQuery, identity: v.pipe(v.string(), bounded(64)) }),
    handler: async ({ query, request, reply }) => {
      const provider = providerOf(request);
      const back = redirectTarget(query.redirectUri, config.corsOrigins);
      const identity = platform.socialIdentities.identityOf(provider, query.identity);
      if (!identity) throw new ApiError('NOT_FOUND');
      const code = await issueOAuthCode(store, { provider, subject: identity.subject });
      return reply.header('cache-control', 'no-store').redirect(back({ code, state: query.state }), 302);
    },
  });

  defineRoute(app, platform, calls.oauthLogin, {
    body: v.object({
      provider: v.picklist(oauthProviders, 'errors.badInput'),
      code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'errors.badInput')),
    }),
    value: loginValueSchema,
    handler: async ({ body, request }) => {
      const grant = await spendOAuthCode(store, body.code);
      const identity =
        grant && grant.provider === body.provider
          ? platform.socialIdentities.identityOf(grant.provider, grant.subject)
          : undefined;
      if (!grant || !identity) throw new ApiError('SOCIAL_LOGIN_FAILED');
      const member = await memberOf(platform, request);
      if (member && accountKind(config, member.account.type) === 'trial')
        throw new ApiError('TRIAL_NOT_ALLOWED');
      const account = member
        ? await linkSocialIdentity(platform, grant, identity, member.account)
        : await accountForSocialIdentity(platform, grant, identity);
      if (accountKind(config, account.type) === 'nonMember') throw new ApiError('NON_MEMBER');
      return startSession(platform, account, loginContextOf(request, 'social'));
    },
  });
}
