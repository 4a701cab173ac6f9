import { calls, errors, type CallShape } from '@portal/api';
import { contractOf } from '@portal/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiTags } from './http/openApiDefinition';
import { openApiDocument } from './openApiDocument';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string }>;
}

type Document = { paths: Record<string, Record<string, Operation>> };

const declared: CallShape[] = Object.values(calls);

/**
 * The document `pnpm openapi` writes and Redocly lints (in `pnpm check`): these are the promises a
 * partner's generated client relies on, each derived from the call's declaration.
 */
describe('the OpenAPI document', () => {
  let operations: Array<Operation & { method: string; path: string }>;
  beforeAll(async () => {
    const document = (await openApiDocument()) as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ ...operation, method, path })),
    );
  });

  const operationOf = (call: CallShape) => {
    const found = operations.filter((operation) => operation.operationId === call.name);
    expect(found, call.name).toHaveLength(1);
    return found[0]!;
  };

  it('has one operation for every declared call, named by the call, at its method and path', () => {
    for (const call of declared) {
      const operation = operationOf(call);
      expect(`${operation.method.toUpperCase()} ${operation.path}`, call.name).toBe(
        `${call.method} ${call.path}`,
      );
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states each call's session, and the failures its declaration and contract imply", () => {
    for (const call of declared) {
      const { security, responses } = operationOf(call);
      expect(security, call.name).toEqual(call.auth ? [{ token: [] }] : []);
      const implied = {
        401: Boolean(call.auth),
        409: Boolean(call.idempotent),
        422: Boolean(call.idempotent),
      };
      for (const [status, byDeclaration] of Object.entries(implied)) {
        expect(Object.hasOwn(responses, status), `${call.name} ${status}`).toBe(
          byDeclaration || refuses(call, Number(status)),
        );
      }
      expect(responses['400']?.description, call.name).toContain('BAD_REQUEST');
      for (const code of contractOf(call).refusals ?? []) {
        expect(responses[String(errors[code].status)]?.description, `${call.name} ${code}`).toContain(code);
      }
    }
  });

  it('files every operation under a described tag', () => {
    const described = new Set(openApiTags.map((tag) => tag.name));
    for (const operation of operations) {
      for (const tag of operation.tags ?? []) expect(described, operation.operationId).toContain(tag);
    }
  });
});

/** Whether the call's contract lists a refusal of its own at this status. */
const refuses = (call: CallShape, status: number) =>
  (contractOf(call).refusals ?? []).some((code) => errors[code].status === status);
