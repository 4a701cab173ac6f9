import { calls, type CallShape, cashierPaths, memberPaths, paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

/**
 * The routes that are not platform calls, so have no declaration: probes, the speed selector's ping file,
 * the avatar images, the operator's switches (called by the operator's tools, never by a client) and the
 * payment provider's webhook (called by the PSP).
 */
const notInContract = new Set([
  `GET ${paths.healthz}`,
  `GET ${paths.readyz}`,
  `GET ${paths.ping}`,
  'GET /wps/member/avatar/{file}',
  `GET ${paths.operatorSystem}`,
  `PUT ${paths.operatorSystem}`,
  `GET ${paths.operatorVendor}`,
  `PUT ${paths.operatorVendor}`,
  `PUT ${cashierPaths.operatorDeposit}`,
  `PUT ${cashierPaths.operatorWithdrawal}`,
  `PUT ${memberPaths.operatorMessage}`,
  `POST ${cashierPaths.paymentsWebhook}`,
]);

const declared: CallShape[] = Object.values(calls);
const nameOf = (call: CallShape) => `${call.method} ${call.path}`;

interface Operation {
  name: string;
  operationId?: string;
}

describe.each(databaseCases().slice(0, 1))('the declared calls and the routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  let operations: Operation[];
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { seed: false });
    const document = (await tp.app.inject({ method: 'GET', url: paths.openapi })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        // Fastify documents HEAD beside every GET; it is the same handler.
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          operationId: operation.operationId,
        })),
    );
  });
  afterAll(() => tp.close());

  it('registers exactly one route for every declared call, at its method and path', () => {
    for (const call of declared) {
      const routes = operations.filter((operation) => operation.operationId === call.name);
      expect(routes, call.name).toHaveLength(1);
      expect(routes[0]?.name, call.name).toBe(nameOf(call));
    }
  });

  it('declares every route but the few listed as outside the contract', () => {
    const names = new Set(declared.map((call) => call.name));
    const undeclared = operations.filter(
      (operation) => !(operation.operationId && names.has(operation.operationId)),
    );
    expect(undeclared.map((operation) => operation.name).sort()).toEqual([...notInContract].sort());
  });
});
