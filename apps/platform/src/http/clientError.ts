import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errors, fail, type ErrorCode } from '@portal/api';

/** Node's parser and timer errors that reach the socket before any route, with the code each answers. */
function codeOf(error: { code?: string }): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  return 'BAD_REQUEST';
}

/**
 * A request that never became one (too slow, headers too large, not HTTP) still gets the envelope with
 * a truthful status, then the connection closes: its bytes can no longer be trusted to frame a request.
 */
export function clientError(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const code = codeOf(error);
    const { status, message } = errors[code];
    const body = JSON.stringify(fail(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
