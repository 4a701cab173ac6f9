// Below http/: the rules a service checks (a draft, an attached image) fail with it, without Fastify.

/** A request that does not match its schema: 400 with the envelope, the first issue's message, nothing written. */
export class BadInputError extends Error {
  readonly statusCode = 400;
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'BadInputError';
  }
}
