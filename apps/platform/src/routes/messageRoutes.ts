import { calls, memberPaths, ok } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountByUsername } from '../accounts/accounts';
import {
  deleteInboxMessage,
  listInboxMessages,
  markAllMessagesRead,
  markMessageRead,
  sendInboxMessage,
} from '../content/inboxMessages';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute } from '../http/defineRoute';
import { failure } from '../http/failureResponses';
import { operatorFailures, operatorGuard } from '../http/operatorAuth';
import { routeFailures } from '../http/routeFailures';
import { routeOperation } from '../http/routeOperation';
import { bounded, storableText, wholeQuery } from './routeSchemas';
import { refuseTrial } from '../accounts/refuseTrial';

/** The largest id a serial column holds: a larger one would fail its query rather than find nothing. */
const largestId = 2_147_483_647;

/** A message's id in a body: a positive whole number. */
const messageId = v.pipe(
  v.number('errors.badInput'),
  v.safeInteger('errors.badInput'),
  v.minValue(1, 'errors.badInput'),
  v.maxValue(largestId, 'errors.badInput'),
);

/** A message's id in a query string (`before`): up to ten digits, no leading zero. */
const messageIdQuery = v.pipe(
  v.string('errors.badInput'),
  v.regex(/^[1-9]\d{0,9}$/, 'errors.badInput'),
  v.transform(Number),
  v.maxValue(largestId, 'errors.badInput'),
);

/** One message read, or every one: exactly one of the two, so a body never means both. */
const readBody = v.pipe(
  v.object({ id: v.optional(messageId), all: v.optional(v.boolean('errors.badInput')) }),
  v.check((body) => (body.id !== undefined) !== (body.all === true), 'errors.badInput'),
);

/** Plain text the operator writes: trimmed, and not empty once trimmed. */
const operatorText = (max: number) => v.pipe(storableText(max), v.trim(), v.minLength(1, 'errors.badInput'));

/**
 * The member's platform messages: the list with the unread count, reading one or all, deleting one, and
 * the operator's message to a member. Trial accounts have no messages (spec section 4), as the header's
 * unread count refuses them too.
 */
export function messageRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.messages, {
    query: v.object({
      before: v.optional(messageIdQuery),
      pageSize: v.optional(wholeQuery(1, 100), '20'),
    }),
    handler: ({ query, member: { account } }) => {
      refuseTrial(platform.config, account);
      return listInboxMessages(db, account.id, query);
    },
  });

  defineRoute(app, platform, calls.messageRead, {
    body: readBody,
    handler: ({ body, member: { account } }) => {
      refuseTrial(platform.config, account);
      return body.id === undefined
        ? markAllMessagesRead(platform, account.id)
        : markMessageRead(platform, account.id, body.id);
    },
  });

  defineRoute(app, platform, calls.messageDelete, {
    body: v.object({ id: messageId }),
    handler: ({ body, member: { account } }) => {
      refuseTrial(platform.config, account);
      return deleteInboxMessage(db, account.id, body.id);
    },
  });

  app.put(
    memberPaths.operatorMessage,
    {
      preHandler: operatorGuard(platform.config.operatorToken),
      schema: routeOperation({
        operationId: 'operatorMessageSend',
        summary: "Sends a platform message to a member: plain text, unread, in the member's inbox at once",
        tags: ['operator'],
        security: 'operator',
        body: {
          type: 'object',
          properties: {
            username: { type: 'string', maxLength: 64 },
            title: { type: 'string', minLength: 1, maxLength: 120 },
            content: { type: 'string', minLength: 1, maxLength: 4000 },
          },
          required: ['username', 'title', 'content'],
        },
        value: {
          type: 'object',
          properties: { id: { type: 'integer' } },
          required: ['id'],
        },
        failures: routeFailures(memberPaths.operatorMessage, [
          ...operatorFailures,
          failure('BAD_INPUT', 'the body breaks its schema'),
          failure('NOT_FOUND', 'no account has this username'),
        ]),
      }),
    },
    async (request) => {
      const body = parseInput(
        v.object({
          username: v.pipe(v.string('errors.badInput'), bounded(64)),
          title: operatorText(120),
          content: operatorText(4000),
        }),
        request.body ?? {},
      );
      const account = await findAccountByUsername(db, body.username);
      if (!account) throw new ApiError('NOT_FOUND');
      const id = await sendInboxMessage(platform, account.id, body);
      request.log.info({ accountId: account.id, id }, 'message sent by the operator');
      return ok({ id });
    },
  );
}
