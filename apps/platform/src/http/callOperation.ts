import type { CallShape } from '@portal/api';
import { contractOf } from '@portal/api/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import type * as v from 'valibot';
import { callFailures } from './callFailures';
import { routeOperation } from './routeOperation';

type Schema = v.GenericSchema;

/** The schemas a route validates with, and the one its success value is documented by. */
export interface OperationSchemas {
  body?: Schema;
  query?: Schema;
  value?: Schema;
}

/**
 * A valibot schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1 (a tuple is `prefixItems` there),
 * without the `$schema` key the document's dialect already gives.
 */
function jsonSchema(schema: Schema) {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    errorMode: 'ignore',
    typeMode: 'input',
    target: 'draft-2020-12',
  });
  return rest;
}

/** An encrypted body as it travels; its plaintext's schema is in the description. */
const encryptedBody = (plaintext: Schema) => ({
  description: `Encrypted (RSA-OAEP-256 + AES-256-GCM) JSON of: ${JSON.stringify(jsonSchema(plaintext))}`,
  type: 'object',
  properties: {
    v: { const: 1 },
    key: { type: 'string' },
    iv: { type: 'string' },
    data: { type: 'string' },
  },
  required: ['v', 'key', 'iv', 'data'],
});

/** Every failure a declared call's route answers: those its declaration implies, then its contract's. */
export function failuresOfCall(call: CallShape, { query, body }: OperationSchemas = {}) {
  return callFailures(call, Boolean(query || body), contractOf(call).refusals);
}

/**
 * The OpenAPI operation of one declared call, all from its declaration and contract: operationId, summary,
 * tags, the session it needs (or none), its input, its value and every failure it answers. A new call
 * gets a complete entry without a line of its own.
 */
export function callOperation(call: CallShape, schemas: OperationSchemas = {}): FastifySchema {
  const { summary, tags } = contractOf(call);
  const { query, body, value } = schemas;
  return routeOperation({
    operationId: call.name,
    summary,
    tags,
    ...(call.auth ? { security: 'token' as const } : {}),
    ...(query ? { querystring: jsonSchema(query) } : {}),
    ...(body ? { body: call.encrypted ? encryptedBody(body) : jsonSchema(body) } : {}),
    ...(value ? { value: jsonSchema(value) } : {}),
    ...(call.produces ? { file: { type: call.produces, description: summary } } : {}),
    failures: failuresOfCall(call, schemas),
  });
}
