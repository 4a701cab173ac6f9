import { randomBytes } from 'node:crypto';
import { calls, paths, type LaunchChatValue, type LiveModel, type SandboxChatRoomValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { drawModelAvatar } from '../content/drawModelAvatar';
import { languageFor } from '../content/languageFor';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { sendBuiltPage } from '../http/sendBuiltPage';
import { contentLanguage, pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { bounded, languageQuery } from './routeSchemas';

/** How long a launched chat room stays open. */
const roomTtlMs = 4 * 3_600_000;

interface ChatRoom {
  modelId: string;
  accountId: number;
  language: string;
}

const avatarUri = (palette: number) =>
  `data:image/svg+xml;base64,${Buffer.from(drawModelAvatar(palette)).toString('base64')}`;

/**
 * Live chat: the hosts, a room for a logged-in member, and the sandbox chat page (a static file) with
 * what it shows.
 */
export function liveChatRoutes(app: FastifyInstance, platform: Platform) {
  const { db, store } = platform;

  defineRoute(app, platform, calls.liveModels, {
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

  defineRoute(app, platform, calls.launchChat, {
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

  const roomQuery = v.object({
    room: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'errors.badInput'))),
    lang: languageQuery,
  });

  /** The room of a page's query: customer service without one, `ended` when it is unknown or over. */
  async function roomOf(query: v.InferOutput<typeof roomQuery>): Promise<SandboxChatRoomValue> {
    const raw = query.room ? await store.get(`chat:room:${query.room}`) : null;
    const room = raw ? (JSON.parse(raw) as ChatRoom) : undefined;
    const lang = await languageFor(db, query.lang || room?.language);
    const model = room
      ? (await readSetting(db, 'liveModels')).find((entry) => entry.modelId === room.modelId)
      : undefined;
    return {
      lang,
      ...(model ? { hostName: pick(model.name, lang) } : {}),
      avatar: avatarUri(model?.palette ?? 1),
      ended: query.room !== undefined && !model,
    };
  }

  // The page is one static file (it asks sandboxChatRoom what to show); the status tells an ended room.
  defineRoute(app, platform, calls.sandboxChat, {
    query: roomQuery,
    handler: async ({ query, reply }) => {
      const { ended } = await roomOf(query);
      return sendBuiltPage(reply, 'chat', ended ? 404 : 200);
    },
  });

  defineRoute(app, platform, calls.sandboxChatRoom, {
    query: roomQuery,
    handler: async ({ query, reply }): Promise<SandboxChatRoomValue> => {
      reply.header('cache-control', 'no-store');
      return roomOf(query);
    },
  });
}
