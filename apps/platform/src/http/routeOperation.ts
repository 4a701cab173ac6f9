import type { FastifySchema } from 'fastify';
import { failureResponses, type Failure } from './failureResponses';

/** What the OpenAPI document says of one route. */
export interface RouteOperation {
  operationId: string;
  summary: string;
  tags: string[];
  /** The security scheme a caller needs (`openApiDefinition`'s); left out for a public route. */
  security?: 'token' | 'operator';
  querystring?: object;
  body?: object;
  /** The JSON Schema of the envelope's value on success. */
  value?: object;
  /** A success that is not the envelope (a file): its media type and what it is. */
  file?: { type: string; description: string };
  /** Every failure the route answers (`routeFailures`, `callFailures`). */
  failures: Failure[];
}

/**
 * A route's entry in the OpenAPI document: a public route says so with an empty `security`, and every
 * answer, success or failure, is the envelope.
 */
export function routeOperation({
  security,
  value,
  file,
  failures,
  ...operation
}: RouteOperation): FastifySchema {
  return {
    ...operation,
    security: security ? [{ [security]: [] }] : [],
    response: {
      200: file
        ? { description: file.description, content: { [file.type]: { schema: { type: 'string' } } } }
        : {
            description: 'The envelope with the value',
            type: 'object',
            properties: { success: { const: true }, ...(value ? { value } : {}) },
            required: ['success'],
          },
      ...failureResponses(failures),
    },
  };
}
