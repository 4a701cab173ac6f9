import { isEnvelope } from '../envelope';
import { idempotencyKeyHeader, tokenHeader } from '../paths';
import type { ApiAnswer, ApiClientOptions, ApiRequest } from './ApiClient';
import { ApiRequestError } from './ApiRequestError';
import { buildUrl } from './buildUrl';

export const defaultTimeoutMs = 20_000;

export type Exchange = <T>(request: ApiRequest) => Promise<ApiAnswer<T>>;

function headersOf(options: ApiClientOptions, request: ApiRequest): Headers {
  const headers = new Headers({ accept: 'application/json' });
  // No language yet means the platform's default, not an empty preference.
  const language = options.language();
  if (language) headers.set('accept-language', language);
  if (options.merchant) headers.set('merchant', options.merchant);
  const token = options.token();
  if (token) headers.set(tokenHeader, token);
  if (request.idempotencyKey) headers.set(idempotencyKeyHeader, request.idempotencyKey);
  if (request.body instanceof URLSearchParams) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (request.body !== undefined) {
    headers.set('content-type', 'application/json');
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  return headers;
}

const bodyOf = (body: unknown): BodyInit | undefined =>
  body === undefined ? undefined : body instanceof URLSearchParams ? body.toString() : JSON.stringify(body);

/** The failure of an answer that is not the envelope (a proxy's error page, a cut connection). */
const badResponse = (status: number, cause?: unknown) =>
  new ApiRequestError({ code: 'BAD_RESPONSE', status, messageKey: 'errors.network', cause });

/**
 * The one place that talks HTTP: headers, the timeout, and the envelope turned into its value or an
 * ApiRequestError. A caller's own abort is passed through untouched, so a cancelled call is not reported
 * as a network failure.
 */
export function createTransport(options: ApiClientOptions): Exchange {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  // Read the global at call time: tests stub it, and an unbound `fetch` throws in some browsers.
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  return async function exchange<T>(request: ApiRequest): Promise<ApiAnswer<T>> {
    const { signal } = request;
    signal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', cancel, { once: true });

    const failure = (cause: unknown, status: number) => {
      if (timedOut)
        return new ApiRequestError({ code: 'TIMEOUT', status, messageKey: 'errors.timeout', cause });
      if (signal?.aborted) return signal.reason as unknown;
      return new ApiRequestError({ code: 'NETWORK', status, messageKey: 'errors.network', cause });
    };

    try {
      let response: Response;
      try {
        response = await send(buildUrl(options.baseUrl, request.path, request.query), {
          method: request.method,
          headers: headersOf(options, request),
          body: bodyOf(request.body),
          signal: controller.signal,
        });
      } catch (error) {
        throw failure(error, 0);
      }
      // A file (a CSV export) on success; a refusal is still the envelope.
      if (request.file && response.ok && !response.headers.get('content-type')?.includes('json')) {
        return { value: (await response.blob()) as T, status: response.status, headers: response.headers };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw controller.signal.aborted
          ? failure(error, response.status)
          : badResponse(response.status, error);
      }
      if (!isEnvelope(body)) throw badResponse(response.status);
      if (!body.success) {
        const code = body.code ?? 'BAD_RESPONSE';
        throw new ApiRequestError({
          code,
          status: response.status,
          // The platform names the message of every refusal. One that names none (a proxy's answer in the
          // envelope's shape) reads as a request that could not be done: the browser carries no table of
          // every code's message just for that case.
          messageKey: body.message ?? 'errors.badRequest',
          value: body.value,
        });
      }
      return { value: body.value as T, status: response.status, headers: response.headers };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  };
}
