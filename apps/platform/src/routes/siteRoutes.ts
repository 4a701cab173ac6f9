import {
  paths,
  whitelabelFlags,
  type HelpCenterValue,
  type SiteConfigValue,
  type SitePermissionValue,
} from '@portal/api';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { helpArticles } from '../db/schema';
import { defineRoute } from '../http/defineRoute';
import { visitorOf } from '../http/visitor';
import { flagEnabled } from '../system/flagEnabled';
import { helpSections } from '../system/helpSections';
import { siteLanguages } from '../system/siteLanguages';
import { readSetting } from '../system/siteSettings';
import { loadSystemState, statusFor } from '../system/systemState';
import { drawAvatar } from './drawAvatar';

const helpLanguages = ['en', 'ar'] as const;

/** The site's configuration calls: what the portal loads at start-up, open to every visitor. */
export function siteRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.whitelabel,
    summary: 'The white-label flag tree (modId, enabled, childrenNodes)',
    tags: ['system'],
    handler: () => readSetting(db, 'whitelabel'),
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.registerSettings,
    summary: 'Register field rules (show, required, pattern, bounds) and the public regex settings',
    tags: ['system'],
    handler: () => readSetting(db, 'registerSettings'),
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.domainRoute,
    summary: 'The domain lines of the speed selector',
    tags: ['system'],
    query: v.object({ device: v.optional(v.picklist(['0', '1', '2'], 'errors.badInput'), '0') }),
    handler: async () => ({ domainList: (await readSetting(db, 'site')).domainRoute }),
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.helpCenter,
    summary: 'Help-centre sections and articles in a language (the terms are the section "term")',
    tags: ['system'],
    query: v.object({
      lang: v.optional(v.pipe(v.string(), v.maxLength(10, 'errors.badInput')), 'ar'),
      device: v.optional(v.picklist(['WEB', 'H5'], 'errors.badInput'), 'WEB'),
    }),
    handler: async ({ query }): Promise<HelpCenterValue> => {
      // Languages without their own articles read the English ones.
      const lang = helpLanguages.find((code) => query.lang.toLowerCase().startsWith(code)) ?? 'en';
      const rows = await db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.lang, lang))
        .orderBy(asc(helpArticles.sort));
      return { lang, sections: helpSections(rows, lang) };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.siteConfig,
    summary: 'The site configuration, loaded first at start-up',
    tags: ['system'],
    handler: async ({ request }): Promise<SiteConfigValue> => {
      const [site, state] = await Promise.all([readSetting(db, 'site'), loadSystemState(db)]);
      const visitor = visitorOf(request);
      const status = statusFor(state, visitor);
      return {
        ...site,
        location: { ip: visitor.ip, ...(visitor.country ? { country: visitor.country } : {}) },
        maintenance: status === 1,
        regionRestriction: status === 2,
        phoneProvider: platform.config.phoneProvider,
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sitePermission,
    summary: 'What this site lets a visitor do (registration and login modes, free play, recovery)',
    tags: ['system'],
    handler: async (): Promise<SitePermissionValue> => {
      const tree = await readSetting(db, 'whitelabel');
      const on = (flag: string) => flagEnabled(tree, flag);
      return {
        register: { username: true, mobile: on(whitelabelFlags.mobileRegistration) },
        login: { username: true, sms: on(whitelabelFlags.verificationCodeLogin) },
        freePlay: on(whitelabelFlags.freePlay),
        forgotPassword: { email: true, mobileNum: on(whitelabelFlags.phonePasswordReset) },
        languages: [...siteLanguages],
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.countryCode,
    summary: 'The country dialing codes offered with a mobile number',
    tags: ['system'],
    handler: () => readSetting(db, 'countryCodes'),
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.publicKey,
    summary: 'The public key of encrypted calls (RSA-OAEP-256, JWK)',
    tags: ['system'],
    handler: async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return platform.keys.publicKey;
    },
  });

  // The speed selector times a tiny file on each domain line, with a random query against caches.
  app.get(
    paths.ping,
    { schema: { summary: 'The ping file of the speed selector', tags: ['system'] } },
    // Any origin may time it: the portal on one domain line pings the others.
    async (_request, reply) =>
      reply
        .type('text/plain')
        .header('cache-control', 'no-store')
        .header('access-control-allow-origin', '*')
        .send('pong'),
  );

  app.get<{ Params: { file: string } }>(
    '/wps/member/avatar/:file',
    { schema: { summary: "A member's avatar (an SVG drawn from the id)", tags: ['member'] } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      if (!match)
        return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'errors.notFound' });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(drawAvatar(Number(match[1])));
    },
  );
}
