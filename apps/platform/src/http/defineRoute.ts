import {
  decryptPayload,
  idempotencyKeyHeader,
  isEncryptedPayload,
  ok,
  tokenHeader,
  type CallShape,
} from '@portal/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Account } from '../accounts/accounts';
import { findAccountById } from '../accounts/accounts';
import type { Platform } from '../context';
import { resolveSession, type ActiveSession } from '../sessions/sessions';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { callOperation, failuresOfCall } from './callOperation';
import { undocumentedRefusals } from './undocumentedRefusals';
import { routeUrlOf } from './routeUrlOf';

/** An idempotency key: what a client generates per money-moving intent (a UUID or similar). */
const idempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/));

export interface Member {
  account: Account;
  session: ActiveSession;
}

export interface RouteInput<Body, Query, Session extends ActiveSession = ActiveSession> {
  body: Body;
  query: Query;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in member, on routes with `auth: 'member'`. */
  member: Member;
  /** The live session, on routes with `auth: 'member'` or `auth: 'session'`. */
  session: Session;
  /** The `idempotency-key` header, on calls declared `idempotent` (checked before the handler runs). */
  idempotencyKey: string;
}

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** What a route adds to its call's declaration: the schemas it validates with, and its handler. */
export interface RouteDefinition<
  BodySchema,
  QuerySchema,
  Value,
  Session extends ActiveSession = ActiveSession,
> {
  body?: BodySchema;
  query?: QuerySchema;
  /** A larger body limit than the platform's 1 MB, for this route only (bytes). */
  bodyLimit?: number;
  /** Documents the success value for the OpenAPI document. */
  value?: Schema;
  /**
   * On an `auth: 'session'` call, checks the token in place of resolveSession, with the same rules
   * (liveSessionOf), and brings what the handler reads first in the same round trip.
   */
  resolveSession?: (platform: Platform, token: string) => Promise<Session | null>;
  handler: (input: RouteInput<Out<BodySchema>, Out<QuerySchema>, Session>) => Promise<Value>;
}

/** The session token of a request: the `token` header, or `Authorization: Bearer`. */
export function tokenOf(request: FastifyRequest): string {
  const header = request.headers[tokenHeader];
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization ?? '';
  return authorization.startsWith('Bearer ') ? authorization.slice(7) : '';
}

export async function memberOf(platform: Platform, request: FastifyRequest): Promise<Member | null> {
  const session = await resolveSession(platform, tokenOf(request));
  if (!session) return null;
  const account = await findAccountById(platform.db, session.accountId);
  return account ? { account, session } : null;
}

/**
 * The route of one declared call (`@portal/api`'s `calls`): method, path, session, encryption and
 * idempotency come from the declaration, its OpenAPI entry from `callOperation`. Validates the query and
 * body with valibot (the shared rules), opens an encrypted body, checks the session, and answers the
 * envelope. The valibot schemas are also turned into JSON Schema for the OpenAPI document; Fastify itself
 * does not validate with them.
 */
export function defineRoute<
  BodySchema extends Schema | undefined,
  QuerySchema extends Schema | undefined,
  Value,
  Session extends ActiveSession = ActiveSession,
>(
  app: FastifyInstance,
  platform: Platform,
  call: CallShape,
  route: RouteDefinition<BodySchema, QuerySchema, Value, Session>,
) {
  const sessionOf = route.resolveSession ?? resolveSession;
  if (route.resolveSession && call.auth !== 'session') {
    throw new Error(`${call.method} ${call.path}: resolveSession is for auth: 'session' calls`);
  }
  const documented = new Set(failuresOfCall(call, route).map(({ code }) => code));
  app.route({
    method: call.method,
    url: routeUrlOf(call),
    schema: callOperation(call, route),
    config: { sandboxOnly: call.sandboxOnly === true },
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request, reply) => {
      try {
        return await answer(request, reply);
      } catch (error) {
        if (error instanceof ApiError && !documented.has(error.code)) {
          const entry = `${call.name}: ${error.code}`;
          if (!undocumentedRefusals.has(entry)) {
            undocumentedRefusals.add(entry);
            request.log.warn({ call: call.name, code: error.code }, 'a refusal its contract does not list');
          }
        }
        throw error;
      }
    },
  });

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    if (call.sandboxOnly && !platform.config.sandbox) throw new ApiError('SANDBOX_ONLY');
    let member = undefined as unknown as Member;
    let session = undefined as unknown as Session;
    if (call.auth === 'session') {
      const found = await sessionOf(platform, tokenOf(request));
      if (!found) throw new ApiError('NOT_LOGGED_IN');
      session = found as Session;
    } else if (call.auth) {
      const found = await memberOf(platform, request);
      if (!found) throw new ApiError('NOT_LOGGED_IN');
      member = found;
      session = found.session as Session;
    }
    const query = route.query ? parseInput(route.query, request.query ?? {}) : undefined;
    let body: unknown = undefined;
    if (route.body) {
      let raw: unknown = request.body ?? {};
      if (call.encrypted) {
        if (!isEncryptedPayload(raw)) throw new ApiError('BAD_PAYLOAD');
        try {
          raw = await decryptPayload(platform.keys.privateKey, raw);
        } catch {
          throw new ApiError('BAD_PAYLOAD');
        }
      }
      body = parseInput(route.body, raw);
    }
    // Checked after the input, as the money-moving routes always did: a malformed body is BAD_INPUT first.
    let key = '';
    if (call.idempotent) {
      const parsed = v.safeParse(idempotencyKey, request.headers[idempotencyKeyHeader]);
      if (!parsed.success) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
      key = parsed.output;
    }
    const value = await route.handler({
      body: body as Out<BodySchema>,
      query: query as Out<QuerySchema>,
      request,
      reply,
      member,
      session,
      idempotencyKey: key,
    });
    if (reply.sent) return reply;
    return reply.send(ok(value));
  }
}
