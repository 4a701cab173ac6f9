import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { idempotencyKeyHeader, paths, tokenHeader } from '@portal/api';

/**
 * The document's sections, each described: a partner's generated client and its reference read these. A
 * call's tags (`@portal/api/contract`) name one of them; `openApiDocument.test.ts` fails on an unknown one.
 */
export const openApiTags: { name: string; description: string }[] = [
  { name: 'session', description: 'Logging in and out, and the session of a member' },
  { name: 'member', description: "The logged-in member's own data" },
  { name: 'registration', description: 'Opening an account' },
  { name: 'password', description: 'Changing and recovering a password' },
  { name: 'verification', description: 'Captchas, slider puzzles and SMS codes' },
  { name: 'wallet', description: "The member's balances" },
  {
    name: 'cashier',
    description: "Deposits through the payment provider, and the provider's signed webhooks",
  },
  { name: 'games', description: 'The game catalogue, launches, rounds and game wallets' },
  { name: 'lottery', description: 'The lottery lobby and its draws' },
  { name: 'content', description: 'Banners, notices, help and other operator content' },
  { name: 'live chat', description: 'The live chat with hosts' },
  { name: 'feedback', description: 'Feedback from members to the operator' },
  {
    name: 'system',
    description: 'Site status, settings and keys: what the portal reads before anything else',
  },
  {
    name: 'sandbox',
    description:
      'Calls that exist only in sandbox mode (SANDBOX=true); they answer 403 SANDBOX_ONLY otherwise',
  },
  { name: 'operator', description: "The operator's switches, behind the operator's bearer token" },
  { name: 'health', description: 'Probes for a load balancer or an orchestrator' },
];

/**
 * The top of the OpenAPI document (`@fastify/swagger`'s `openapi` option); the operations come from the
 * routes, each declared call's from its declaration (`callOperation`).
 */
export const openApiDefinition: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'Portal platform',
    version: '1',
    description:
      'The calls of the portal (spec section 7). Every answer is the envelope {success, value, code, message} ' +
      'with a truthful status. Encrypted bodies are RSA-OAEP-256 + AES-256-GCM with the key of ' +
      `${paths.publicKey}. Money-moving calls take an ${idempotencyKeyHeader} header.`,
    // The contract is @portal/api's, published under the kit's licence.
    license: { name: 'MIT', identifier: 'MIT' },
  },
  // The platform serves this document itself, so its calls are at the origin the document came from.
  servers: [{ url: '/', description: 'The platform that serves this document' }],
  tags: openApiTags,
  components: {
    securitySchemes: {
      token: {
        type: 'apiKey',
        in: 'header',
        name: tokenHeader,
        description: 'The session token a login answers (`Authorization: Bearer` is accepted as well)',
      },
      operator: {
        type: 'http',
        scheme: 'bearer',
        description: "The operator's token (OPERATOR_TOKEN); without one configured these calls answer 403",
      },
    },
  },
};
