import {
  paths,
  type AppDownloadEntry,
  type AppDownloadValue,
  type MirrorEntry,
  type RepresentativeValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { languageFor } from '../content/languageFor';
import { normaliseHandle } from '../content/normaliseHandle';
import { qrDataUri } from '../content/qrCode';
import type { Platform } from '../context';
import { BadInputError } from '../http/badInput';
import { defineRoute } from '../http/defineRoute';
import type { AppPlatformSetting } from '../system/contentSettings';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { languageQuery } from './contentQueries';
import { bounded } from './routeSchemas';

/** The brand's official information: the apps, the mirror sites, and who really speaks for it. */
export function officialInfoRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  // The QR code of a link only changes with the link; operators change links rarely.
  const qrCodes = new Map<string, string>();
  const qrOf = (url: string) => {
    let code = qrCodes.get(url);
    if (!code) {
      code = qrDataUri(url);
      if (qrCodes.size > 32) qrCodes.clear();
      qrCodes.set(url, code);
    }
    return code;
  };
  const entry = (setting: AppPlatformSetting, lang: 'ar' | 'en'): AppDownloadEntry => ({
    url: setting.url,
    version: setting.version,
    qrCode: qrOf(setting.url),
    guide: [...setting.guide[lang]],
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.appDownload,
    summary: 'The Android and iOS apps: link, version, a QR code of the link (SVG data URI) and the steps',
    tags: ['system'],
    query: v.object({ language: languageQuery }),
    handler: async ({ query }): Promise<AppDownloadValue> => {
      const [lang, apps] = await Promise.all([
        languageFor(db, query.language),
        readSetting(db, 'appDownload'),
      ]);
      return { android: entry(apps.android, lang), ios: entry(apps.ios, lang) };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.mirrors,
    summary: "The brand's official mirror sites",
    tags: ['system'],
    query: v.object({ language: languageQuery }),
    handler: async ({ query }): Promise<MirrorEntry[]> => {
      const [lang, mirrors] = await Promise.all([
        languageFor(db, query.language),
        readSetting(db, 'mirrors'),
      ]);
      return mirrors.map((mirror) => ({ domainName: mirror.domainName, note: pick(mirror.note, lang) }));
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.representative,
    summary: 'Whether a Telegram username or a WhatsApp number is an official representative of the brand',
    tags: ['system'],
    query: v.object({
      handle: v.pipe(v.string(), v.trim(), v.minLength(1, 'validation.required'), bounded(64)),
      language: languageQuery,
    }),
    handler: async ({ query }): Promise<RepresentativeValue> => {
      const asked = normaliseHandle(query.handle);
      if (!asked) throw new BadInputError('errors.badInput');
      const [lang, contacts] = await Promise.all([
        languageFor(db, query.language),
        readSetting(db, 'officialContacts'),
      ]);
      const official = contacts.find(
        (contact) => contact.channel === asked.channel && contact.handle.toLowerCase() === asked.handle,
      );
      return official
        ? { official: true, channel: official.channel, name: pick(official.name, lang) }
        : { official: false, channel: asked.channel };
    },
  });
}
