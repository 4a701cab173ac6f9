import { decryptPayload, isEncryptedPayload, ok, tokenHeader } from '@portal/api';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type * as v from 'valibot';
import type { Account } from '../accounts/accounts';
import { findAccountById } from '../accounts/accounts';
import type { Platform } from '../context';
import { resolveSession, type ActiveSession } from '../sessions/sessions';
import { ApiError } from './apiError';
import { BadInputError, parseInput } from './badInput';

export interface Member {
  account: Account;
  session: ActiveSession;
}

export interface RouteInput<Body, Query> {
  body: Body;
  query: Query;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in member, on routes with `auth: 'member'`. */
  member: Member;
  /** The live session, on routes with `auth: 'member'` or `auth: 'session'`. */
  session: ActiveSession;
}

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export interface RouteDefinition<BodySchema, QuerySchema, Value> {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  body?: BodySchema;
  query?: QuerySchema;
  /** The body arrives encrypted with the platform key (spec section 6). */
  encrypted?: boolean;
  /** Needs a live session (the `token` header). */
  /**
   * 'member' needs a live session and loads its account; 'session' only checks the session (hot read
   * paths such as the balance, which fetch what they need in one query).
   */
  auth?: 'member' | 'session';
  /** Refused outside sandbox mode. */
  sandboxOnly?: boolean;
  /** A larger body limit than the platform's 1 MB, for this route only (bytes). */
  bodyLimit?: number;
  /** Documents the success value for the OpenAPI document. */
  value?: Schema;
  handler: (input: RouteInput<Out<BodySchema>, Out<QuerySchema>>) => Promise<Value>;
}

const jsonSchema = (schema: Schema | undefined) =>
  schema ? toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) : undefined;

const envelopeOf = (value: Schema | undefined) => ({
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    ...(value ? { value: jsonSchema(value) } : {}),
    code: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['success'],
});

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
 * One call of the platform: validates the query and body with valibot (the shared rules), opens an
 * encrypted body, checks the session, and answers the envelope. The valibot schemas are also turned into
 * JSON Schema for the OpenAPI document; Fastify itself does not validate with them.
 */
export function defineRoute<
  BodySchema extends Schema | undefined,
  QuerySchema extends Schema | undefined,
  Value,
>(app: FastifyInstance, platform: Platform, route: RouteDefinition<BodySchema, QuerySchema, Value>) {
  app.route({
    method: route.method,
    url: route.url,
    schema: {
      summary: route.summary,
      tags: route.tags,
      ...(route.query ? { querystring: jsonSchema(route.query) } : {}),
      ...(route.body
        ? {
            body: route.encrypted
              ? {
                  description: `Encrypted (RSA-OAEP-256 + AES-256-GCM) JSON of: ${JSON.stringify(jsonSchema(route.body))}`,
                  type: 'object',
                  properties: {
                    v: { const: 1 },
                    key: { type: 'string' },
                    iv: { type: 'string' },
                    data: { type: 'string' },
                  },
                  required: ['v', 'key', 'iv', 'data'],
                }
              : jsonSchema(route.body),
          }
        : {}),
      ...(route.auth ? { security: [{ token: [] }] } : {}),
      response: { 200: envelopeOf(route.value) },
    },
    config: { sandboxOnly: route.sandboxOnly === true },
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request, reply) => {
      if (route.sandboxOnly && !platform.config.sandbox) throw new ApiError('SANDBOX_ONLY');
      let member = undefined as unknown as Member;
      let session = undefined as unknown as ActiveSession;
      if (route.auth === 'session') {
        const found = await resolveSession(platform, tokenOf(request));
        if (!found) throw new ApiError('NOT_LOGGED_IN');
        session = found;
      } else if (route.auth) {
        const found = await memberOf(platform, request);
        if (!found) throw new ApiError('NOT_LOGGED_IN');
        member = found;
        session = found.session;
      }
      const query = route.query ? parseInput(route.query, request.query ?? {}) : undefined;
      let body: unknown = undefined;
      if (route.body) {
        let raw: unknown = request.body ?? {};
        if (route.encrypted) {
          if (!isEncryptedPayload(raw)) throw new ApiError('BAD_PAYLOAD');
          try {
            raw = await decryptPayload(platform.keys.privateKey, raw);
          } catch {
            throw new ApiError('BAD_PAYLOAD');
          }
        }
        body = parseInput(route.body, raw);
      }
      const value = await route.handler({
        body: body as Out<BodySchema>,
        query: query as Out<QuerySchema>,
        request,
        reply,
        member,
        session,
      });
      if (reply.sent) return reply;
      return reply.send(ok(value));
    },
  });
}

export { BadInputError };
