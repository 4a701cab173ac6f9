/** The HTTP methods of the platform's calls. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * 'member' needs a live session and loads its account; 'session' only checks the session (hot read paths
 * such as the balance, which fetch what they need in one query).
 */
export type CallAuth = 'member' | 'session';

/**
 * How a read is kept by the hooks: 'config' loads once per provider (operator settings), 'challenge' is
 * single use (asked again on every mount), 'default' is SWR's own (revalidated on focus).
 */
export type CallCache = 'default' | 'config' | 'challenge';

/** What a declaration says of one call: plain data, cheap to bundle. */
export interface CallShape {
  /** The call's name: its export name, the client method's and the OpenAPI operationId. */
  readonly name: string;
  readonly method: ApiMethod;
  /** A path of `paths`; `{param}` segments are path parameters. */
  readonly path: string;
  /** Needs a live session (the `token` header); left out for a public call. */
  readonly auth?: CallAuth;
  /** The JSON body travels encrypted with the platform's public key (spec section 6). */
  readonly encrypted?: boolean;
  /** Moves money: the `idempotency-key` header is required, so a retry never moves it twice. */
  readonly idempotent?: boolean;
  /** Refused outside sandbox mode. */
  readonly sandboxOnly?: boolean;
  readonly cache?: CallCache;
  /**
   * What a successful answer is when it is not the envelope: a file (`client.download` reads it as a
   * Blob). A refusal is still the envelope.
   */
  readonly produces?: 'text/csv';
}

/**
 * One platform call, declared once. `Input` (the query of a GET or DELETE without body, the body
 * otherwise) and `Value` (the envelope's value) exist only for the type checker.
 */
export interface Call<Input = unknown, Value = unknown> extends CallShape {
  /** Never set: carries the types. */
  readonly types?: { input: Input; value: Value };
}

export type InputOf<C> = C extends Call<infer Input, unknown> ? Input : never;
export type ValueOf<C> = C extends Call<unknown, infer Value> ? Value : never;

/** A call that moves money: the client requires an idempotency key for it. */
export type MoneyCall<Input = unknown, Value = unknown> = Call<Input, Value> & { readonly idempotent: true };

/**
 * Declares a call: `defineCall<Input, Value>()({ name, method, path, ... })`. Curried so the types are
 * given while the shape keeps its literal types (`idempotent: true` makes a MoneyCall).
 */
export const defineCall =
  <Input = void, Value = unknown>() =>
  <const Shape extends CallShape>(shape: Shape): Shape & Call<Input, Value> =>
    shape;

/** Whether a call's input travels as the query (GET) or as the body (every other method). */
export const inputIsQuery = (call: CallShape): boolean => call.method === 'GET';
