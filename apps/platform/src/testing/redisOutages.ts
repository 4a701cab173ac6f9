import { createServer, type Socket } from 'node:net';

export interface StalledRedis {
  url: string;
  close(): Promise<void>;
}

/**
 * A "Redis" on 127.0.0.1 that accepts connections and never answers: what a hung or paused Redis looks
 * like to a client, without pausing the real one other tests share.
 */
export async function openStalledRedis(): Promise<StalledRedis> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A Redis URL on 127.0.0.1 where nothing listens: a port taken and released again. */
export async function closedRedisUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}
