import {
  calls,
  paths,
  whitelabelFlags,
  type HelpCenterValue,
  type SiteConfigValue,
  type SitePermissionValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { defineRoute } from '../http/defineRoute';
import { failure } from '../http/failureResponses';
import { routeFailures } from '../http/routeFailures';
import { routeOperation } from '../http/routeOperation';
import { visitorOf } from '../http/visitor';
import { flagEnabled } from '../system/flagEnabled';
import { helpArticlesOf } from '../system/helpArticles';
import { helpSections } from '../system/helpSections';
import { siteLanguages } from '../system/siteLanguages';
import { readSetting } from '../system/siteSettings';
import { statusFor } from '../system/systemState';
import type { SystemStateCache } from '../system/systemStateCache';
import { drawAvatar } from './drawAvatar';

const helpLanguages = ['en', 'ar'] as const;

/** A member's avatar, `<id>.svg`: a public image, as an `<img>` cannot send the session. */
const avatarUrl = '/wps/member/avatar/:file';

/**
 * The site's configuration calls: what the portal loads at start-up, open to every visitor. `switches`:
 * the node's cached maintenance and region switches, which the status call and the gate read too.
 */
export function siteRoutes(app: FastifyInstance, platform: Platform, switches: SystemStateCache) {
  const { db } = platform;

  defineRoute(app, platform, calls.whitelabel, {
    handler: () => readSetting(db, 'whitelabel'),
  });

  defineRoute(app, platform, calls.registerSettings, {
    handler: () => readSetting(db, 'registerSettings'),
  });

  defineRoute(app, platform, calls.domainRoute, {
    query: v.object({ device: v.optional(v.picklist(['0', '1', '2'], 'errors.badInput'), '0') }),
    handler: async () => ({ domainList: (await readSetting(db, 'site')).domainRoute }),
  });

  defineRoute(app, platform, calls.helpCenter, {
    query: v.object({
      lang: v.optional(v.pipe(v.string(), v.maxLength(10, 'errors.badInput')), 'ar'),
      device: v.optional(v.picklist(['WEB', 'H5'], 'errors.badInput'), 'WEB'),
    }),
    handler: async ({ query }): Promise<HelpCenterValue> => {
      // Languages without their own articles read the English ones.
      const lang = helpLanguages.find((code) => query.lang.toLowerCase().startsWith(code)) ?? 'en';
      return { lang, sections: helpSections(await helpArticlesOf(db, lang), lang) };
    },
  });

  defineRoute(app, platform, calls.siteConfig, {
    handler: async ({ request }): Promise<SiteConfigValue> => {
      // Both cached on the node (a second at most), as the status call and the gate read them.
      const [site, state] = await Promise.all([readSetting(db, 'site'), switches.get()]);
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

  defineRoute(app, platform, calls.sitePermission, {
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

  defineRoute(app, platform, calls.countryCode, {
    handler: () => readSetting(db, 'countryCodes'),
  });

  defineRoute(app, platform, calls.publicKey, {
    handler: async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return platform.keys.publicKey;
    },
  });

  // The speed selector times a tiny file on each domain line, with a random query against caches.
  app.get(
    paths.ping,
    {
      schema: routeOperation({
        operationId: 'ping',
        summary: 'The ping file of the speed selector',
        tags: ['system'],
        file: { type: 'text/plain', description: 'The text "pong"' },
        failures: routeFailures(paths.ping),
      }),
    },
    // Any origin may time it: the portal on one domain line pings the others.
    async (_request, reply) =>
      reply
        .type('text/plain')
        .header('cache-control', 'no-store')
        .header('access-control-allow-origin', '*')
        .send('pong'),
  );

  app.get<{ Params: { file: string } }>(
    avatarUrl,
    {
      schema: routeOperation({
        operationId: 'memberAvatar',
        summary: "A member's avatar (an SVG drawn from the id)",
        tags: ['member'],
        file: { type: 'image/svg+xml', description: 'The SVG image' },
        failures: routeFailures(avatarUrl, [failure('NOT_FOUND', 'the file is not `<id>.svg`')]),
      }),
    },
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
