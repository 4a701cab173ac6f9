import { randomBytes } from 'node:crypto';
import { paths, type LaunchChatValue, type LiveModel } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { drawModelAvatar } from '../content/drawModelAvatar';
import { languageFor } from '../content/languageFor';
import type { Platform } from '../context';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { chatPage } from '../sandbox/chatPage';
import { chatScript } from '../sandbox/chatScript';
import { contentLanguage, pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { languageQuery } from './contentQueries';
import { bounded } from './routeSchemas';

/** How long a launched chat room stays open. */
const roomTtlMs = 4 * 3_600_000;

interface ChatRoom {
  modelId: string;
  accountId: number;
  language: string;
}

const avatarUri = (palette: number) =>
  `data:image/svg+xml;base64,${Buffer.from(drawModelAvatar(palette)).toString('base64')}`;

/** Live chat: the hosts, a room for a logged-in member, and the sandbox chat page itself. */
export function liveChatRoutes(app: FastifyInstance, platform: Platform) {
  const { db, store } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.liveModels,
    summary: 'The live-chat hosts, online first',
    tags: ['live chat'],
    query: v.object({ language: languageQuery }),
    handler: async ({ query }): Promise<LiveModel[]> => {
      const lang = await languageFor(db, query.language);
      const models = await readSetting(db, 'liveModels');
      return models
        .toSorted((a, b) => Number(b.online) - Number(a.online))
        .map((model) => ({
          modelId: model.modelId,
          name: pick(model.name, lang),
          avatarUrl: `/wps/media/model/${model.modelId}.svg`,
          online: model.online,
          language: model.language,
        }));
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.launchChat,
    summary: 'Opens a chat room with an online host; the answer is the room page',
    tags: ['live chat'],
    auth: 'member',
    body: v.object({ modelId: v.pipe(v.string(), v.trim(), v.minLength(1, 'errors.badInput'), bounded(32)) }),
    handler: async ({ body, member: { account } }): Promise<LaunchChatValue> => {
      const model = (await readSetting(db, 'liveModels')).find((entry) => entry.modelId === body.modelId);
      if (!model) throw new ApiError('NOT_FOUND');
      if (!model.online) throw new ApiError('MODEL_OFFLINE');
      const room = randomBytes(16).toString('hex');
      const language = contentLanguage(account.language);
      const stored: ChatRoom = { modelId: model.modelId, accountId: account.id, language };
      await store.set(`chat:room:${room}`, JSON.stringify(stored), roomTtlMs);
      return { chatUrl: `${paths.sandboxChat}?room=${room}&lang=${language}` };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sandboxChat,
    summary:
      'The sandbox chat page (HTML): a room of CBS_launchChat (404 page once it is over), or customer service',
    tags: ['live chat'],
    query: v.object({
      room: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'errors.badInput'))),
      lang: languageQuery,
    }),
    handler: async ({ query, reply }) => {
      const raw = query.room ? await store.get(`chat:room:${query.room}`) : null;
      const room = raw ? (JSON.parse(raw) as ChatRoom) : undefined;
      const lang = await languageFor(db, query.lang || room?.language);
      const model = room
        ? (await readSetting(db, 'liveModels')).find((entry) => entry.modelId === room.modelId)
        : undefined;
      const ended = query.room !== undefined && !model;
      const html = chatPage({
        lang,
        hostName: model ? pick(model.name, lang) : undefined,
        avatar: avatarUri(model?.palette ?? 1),
        ended,
      });
      return reply
        .status(ended ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sandboxChatScript,
    summary: "The sandbox chat page's script",
    tags: ['live chat'],
    handler: async ({ reply }) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(chatScript),
  });
}
