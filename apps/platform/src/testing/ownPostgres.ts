import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL server programs (Debian's `postgresql` package), newest version first, if installed. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const [newest] = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? join(base, newest, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port.');
  return address.port;
}

export interface OwnPostgres {
  /** The server's `postgres` database, trust auth, on 127.0.0.1. */
  url: string;
  /** Stops the server the way an operator's restart does (fast: running transactions are cut off). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it at once and deletes its data directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (its own data directory and port, started with `pg_ctl`), so a
 * test can stop and start it under load without touching the machine's server. PostgreSQL refuses to run
 * as root: as root the server runs as the `postgres` user, which owns the data directory.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql.');
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: dir })
      : run(join(bin, program), args, { cwd: dir });
  const data = join(dir, 'data');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pg('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-o', options, '-l', join(dir, 'server.log')]);
  };
  const stopWith = (mode: 'fast' | 'immediate') =>
    pg('pg_ctl', ['stop', '-D', data, '-w', '-t', '30', '-m', mode]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => void (await stopWith('fast')),
    start,
    async destroy() {
      await stopWith('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
