import { connect, type Socket } from 'node:net';
import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

/** What a raw client saw on one connection: everything the server wrote, and how long until it hung up. */
interface Ending {
  text: string;
  ms: number;
}

/** Resolves when the server ends the connection; rejects after `limitMs`, the bound of every test here. */
function ending(socket: Socket, limitMs: number): Promise<Ending> {
  const started = Date.now();
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`the server kept the connection open past ${limitMs} ms (got: ${JSON.stringify(text)})`),
      );
    }, limitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: Date.now() - started });
    });
    socket.once('error', () => undefined);
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One whole keep-alive request on the socket; resolves with the status line once its answer has arrived. */
function requestOn(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const [head, body = ''] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head ?? '')?.[1];
      if (length !== undefined && Buffer.byteLength(body) >= Number(length)) {
        socket.off('data', onData);
        resolve(head?.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed before an answer (got: ${JSON.stringify(text)})`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

const envelopeOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe.each(databaseCases())('slow requests and open connections on $name', (databaseCase) => {
  const requestTimeoutMs = 300;
  let slow: TestPlatform;
  let capped: TestPlatform;
  let slowPort: number;
  let cappedPort: number;
  const listen = async (tp: TestPlatform) => {
    await tp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = tp.app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  beforeAll(async () => {
    slow = await openTestPlatform(databaseCase, { seed: false, config: { requestTimeoutMs } });
    capped = await openTestPlatform(databaseCase, { seed: false, config: { maxConnectionsPerAddress: 3 } });
    slowPort = await listen(slow);
    cappedPort = await listen(capped);
  });
  afterAll(async () => {
    await slow?.close();
    await capped?.close();
  });

  it('answers 408 with the envelope and hangs up on a body that arrives too slowly', async () => {
    const socket = await open(slowPort);
    const ended = ending(socket, 10 * requestTimeoutMs);
    socket.write(
      `POST ${paths.feedback} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100\r\n\r\n{"content":',
    );
    const { text, ms } = await ended;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(text)).toEqual({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: 'errors.badRequest',
    });
    expect(ms).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
  });

  it('answers 408 to headers that arrive too slowly, and hangs up on a connection that sends nothing', async () => {
    const partial = await open(slowPort);
    const partialEnded = ending(partial, 10 * requestTimeoutMs);
    partial.write(`GET ${paths.healthz} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    expect((await partialEnded).text).toMatch(/^HTTP\/1\.1 408 /);

    const silent = await open(slowPort);
    await ending(silent, 10 * requestTimeoutMs);
  });

  it('still serves a request that arrives in time', async () => {
    const socket = await open(slowPort);
    expect(await requestOn(socket, paths.healthz)).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  });

  it('refuses one open connection more than an address may hold, and accepts again once one closes', async () => {
    const held = [await open(cappedPort), await open(cappedPort), await open(cappedPort)];
    for (const socket of held) expect(await requestOn(socket, paths.healthz)).toMatch(/^HTTP\/1\.1 200 /);

    const extra = await open(cappedPort);
    const refused = await ending(extra, 2_000);
    expect(refused.text).toBe('');

    held.pop()?.destroy();
    // The server learns of the close a moment after the client: try again until it has (bounded).
    const deadline = Date.now() + 2_000;
    let status = '';
    while (!status && Date.now() < deadline) {
      const socket = await open(cappedPort);
      status = await requestOn(socket, paths.healthz).catch(() => '');
      socket.destroy();
    }
    expect(status).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of held) socket.destroy();
  });
});
