import type { CallShape } from '../call';
import type { ErrorCode } from '../errors';

/** What the platform and the OpenAPI document need of a call beyond its declaration. */
export interface CallContract {
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI tags (the document's sections). */
  tags: string[];
  /**
   * The failures of the call's own rules (a rate limit, a wrong password), beyond those its declaration
   * already implies (bad input, no session, a reused idempotency key, maintenance): the OpenAPI document
   * lists each one under its status, so a partner's generated client knows them.
   */
  refusals?: ErrorCode[];
}

/** The contract of every call of a group of declarations, keyed by the same names. */
export type CallContracts<Calls> = {
  [Name in keyof Calls as Calls[Name] extends CallShape ? Name : never]: CallContract;
};
