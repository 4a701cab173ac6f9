import {
  calls,
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
import { BadInputError } from '../failures/BadInputError';
import { defineRoute } from '../http/defineRoute';
import type { AppPlatformSetting } from '../system/contentSettings';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { bounded, languageQuery } from './routeSchemas';

/** The brand's official information: the apps, the mirror sites, and who really speaks for it. */
export function officialInfoRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  // The QR code of a link only changes with the link; operators change links rarely.
  const qrCodes = new Map<string, Promise<string>>();
  const qrOf = (url: string) => {
    let code = qrCodes.get(url);
    if (!code) {
      code = qrDataUri(url);
      if (qrCodes.size > 32) qrCodes.clear();
      qrCodes.set(url, code);
    }
    return code;
  };
  const entry = async (setting: AppPlatformSetting, lang: 'ar' | 'en'): Promise<AppDownloadEntry> => ({
    url: setting.url,
    version: setting.version,
    qrCode: await qrOf(setting.url),
    guide: [...setting.guide[lang]],
  });

  defineRoute(app, platform, calls.appDownload, {
    query: v.object({ language: languageQuery }),
    handler: async ({ query }): Promise<AppDownloadValue> => {
      const [lang, apps] = await Promise.all([
        languageFor(db, query.language),
        readSetting(db, 'appDownload'),
      ]);
      const [android, ios] = await Promise.all([entry(apps.android, lang), entry(apps.ios, lang)]);
      return { android, ios };
    },
  });

  defineRoute(app, platform, calls.mirrors, {
    query: v.object({ language: languageQuery }),
    handler: async ({ query }): Promise<MirrorEntry[]> => {
      const [lang, mirrors] = await Promise.all([
        languageFor(db, query.language),
        readSetting(db, 'mirrors'),
      ]);
      return mirrors.map((mirror) => ({ domainName: mirror.domainName, note: pick(mirror.note, lang) }));
    },
  });

  defineRoute(app, platform, calls.representative, {
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
