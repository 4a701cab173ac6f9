#!/usr/bin/env node
// `pnpm bench`: builds and starts the platform, logs the demo member in over HTTP, and measures three
// routes with autocannon in one run. The budgets, on PostgreSQL, against the throughput of /healthz (no
// I/O at all) in the same run: the balance route (the session and the wallet in one query)
// keeps at least 0.25 of it, and the site status (every visit's first call: the node's cached switches)
// at least 0.4. A change that adds round trips or per-request work to those calls shows up here before it
// does in production. Then, on PostgreSQL, a heavy member's records (bench/heavyMember.mjs): the first
// page of the betting and account records with their 12-month totals, ≤ 50 ms median each.
//
//   DATABASE_URL  PostgreSQL server to bench on (a throw-away database is made beside it and dropped);
//                 unset: the embedded PGlite in a temporary folder (numbers shown, budget not enforced)
//   REDIS_URL     Redis for the shared store (sessions cached there), when set
//   BENCH_DURATION  seconds per route and round (default 2)
//   BENCH_ROUNDS    rounds (default 5): the routes take turns, and the median round's ratio decides
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heavyRows, measureRecords, recordBudgetMs, seedHeavyMember } from './bench/heavyMember.mjs';
import { login } from './bench/platformLogin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// autocannon and pg are the platform's dependencies, not the root's: resolve them from there.
const requirePlatform = createRequire(join(root, 'apps/platform/package.json'));
const autocannon = requirePlatform('autocannon');
const pg = requirePlatform('pg');

/** The least share of /healthz's requests per second each measured route keeps (issue 13's budgets). */
const budgetRatios = { systemStatus: 0.4, balance: 0.25 };
const connections = 20;
const duration = Number(process.env.BENCH_DURATION || 2);
if (!(duration > 0)) throw new Error(`BENCH_DURATION must be a positive number of seconds`);
const rounds = Number(process.env.BENCH_ROUNDS || 5);
if (!(Number.isInteger(rounds) && rounds > 0))
  throw new Error(`BENCH_ROUNDS must be a positive whole number`);
const demoPassword = process.env.DEMO_PASSWORD || 'Bench2026pass';

// The platform's paths (packages/api/src/paths.ts), repeated because this script runs without TypeScript.
const paths = {
  healthz: '/healthz',
  systemStatus: '/wps/system/status',
  balance: '/wps/v2/wallets/balance',
};

/** The variables the platform's loadConfig reads: only what this script sets reaches the server. */
const configVariables = [
  'PORT',
  'HOST',
  'PORTAL_DIR',
  'LOG_LEVEL',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'DATABASE_URL',
  'DATA_DIR',
  'OPERATOR_TOKEN',
  'REDIS_URL',
  'REDIS_PREFIX',
  'SANDBOX',
  'DEFAULT_INITIAL_PASSWORD',
  'DEMO_PASSWORD',
  'CORS_ORIGINS',
  'TRUST_PROXY',
  'NODE_ENV',
  'ALLOW_SANDBOX_IN_PRODUCTION',
  'PHONE_PROVIDER',
  'MESSAGES_PROVIDER',
  'CAPTCHA_PROVIDER',
  'PAYMENTS_PROVIDER',
  'ALLOW_SANDBOX_PROVIDERS',
  'OPENAPI',
  'REQUEST_TIMEOUT_SECONDS',
  'MAX_CONNECTIONS_PER_ADDRESS',
];

const cleanups = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

async function adminQuery(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database, so the demo accounts are seeded with this run's password and nothing else is touched. */
async function prepareDatabase() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `portal_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    return { kind: 'PostgreSQL', env: { DATABASE_URL: target.toString() } };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { kind: 'PGlite', env: { DATA_DIR: join(dataDir, 'pglite') } };
}

function startServer(env) {
  const base = { ...process.env };
  for (const name of configVariables) delete base[name];
  const child = spawn(process.execPath, ['apps/platform/dist/server.js'], {
    cwd: root,
    env: { ...base, PORT: '0', LOG_LEVEL: 'warn', SANDBOX: 'true', DEMO_PASSWORD: demoPassword, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  // Both pipes are drained for the whole run: a full pipe would stall the server mid-measurement.
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-16_000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The platform was not ready in 60 s.\n${stderr}`)),
      60_000,
    );
    child.stdout.on('data', (chunk) => {
      stdout = (stdout + chunk).slice(-16_000);
      const match = /Portal platform ready at (http:\/\/\S+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The platform exited before it was ready (${signal ?? code}).\n${stderr}\n${stdout}`));
    });
  });
}

function measure(url, headers, seconds) {
  return autocannon({ url, connections, duration: seconds, headers });
}

async function main() {
  console.log('Building the platform…');
  const build = spawnSync('pnpm', ['--filter', '@portal/platform', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The platform build failed (exit ${build.status}).`);

  const database = await prepareDatabase();
  const redis = process.env.REDIS_URL;
  const base = await startServer({ ...database.env, ...(redis ? { REDIS_URL: redis } : {}) });
  const token = await login(base, 'demomember', demoPassword);
  console.log(`Platform at ${base} on ${database.kind}, store: ${redis ? 'Redis' : 'in process'}`);

  const routes = [
    { path: paths.healthz, headers: {} },
    { path: paths.systemStatus, headers: {}, budget: budgetRatios.systemStatus },
    { path: paths.balance, headers: { token }, budget: budgetRatios.balance },
  ];
  // A short warm-up of each route first, so the JIT and the connection pools are not what gets measured.
  for (const route of routes) await measure(`${base}${route.path}`, route.headers, 1);

  // The routes take turns, a short burst each, round after round, and each round's ratios are taken
  // against that round's /healthz: the machine's own speed drifts by a third from one minute to the next
  // (other tenants of the host), and measuring one route after the other would read that drift as a
  // difference between the routes. The median round decides.
  const samples = routes.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    console.log(
      `Round ${round + 1} of ${rounds}: each route for ${duration} s with ${connections} connections…`,
    );
    for (const [index, route] of routes.entries()) {
      const result = await measure(`${base}${route.path}`, route.headers, duration);
      samples[index].push({
        rps: result.requests.average,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    }
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const rows = routes.map((route, index) => ({
    route: route.path,
    budget: route.budget,
    rps: median(samples[index].map((sample) => sample.rps)),
    p99: Math.max(...samples[index].map((sample) => sample.p99)),
    ratio: median(samples[index].map((sample, round) => sample.rps / samples[0][round].rps)),
    perRound: samples[index].map((sample, round) => (sample.rps / samples[0][round].rps).toFixed(2)),
    failures: samples[index].reduce((sum, sample) => sum + sample.failures, 0),
  }));

  const table = [
    ['route', 'requests/s', 'p99 ms', 'ratio', 'each round', 'non-2xx/errors'],
    ...rows.map((row) => [
      row.route,
      row.rps.toFixed(0),
      String(row.p99),
      row.ratio.toFixed(3),
      row.perRound.join(' '),
      String(row.failures),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  console.log('');
  for (const line of table) {
    console.log(
      line
        .map((cell, column) =>
          (column === 0 || column === 4 ? cell.padEnd : cell.padStart).call(cell, widths[column]),
        )
        .join('  '),
    );
  }

  const enforced = database.kind === 'PostgreSQL';
  let past = 0;
  console.log('');
  for (const row of rows.filter((measured) => measured.budget !== undefined)) {
    const { ratio } = row;
    const passes = ratio >= row.budget;
    if (!passes) past += 1;
    console.log(
      `Budget: ${row.route} ≥ ${row.budget} × /healthz requests/s on PostgreSQL: median ratio ${ratio.toFixed(3)} — ` +
        (enforced
          ? passes
            ? 'PASS'
            : 'FAIL'
          : `${passes ? 'within' : 'outside'} budget (not enforced on PGlite)`),
    );
  }
  // The heavy player's records, after the throughput rounds (its seeding must not weigh on them).
  let slowRecords = 0;
  if (database.kind === 'PostgreSQL') {
    console.log(
      `\nSeeding a heavy member: ${heavyRows} ledger entries and ${heavyRows} rounds over 12 months…`,
    );
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      await seedHeavyMember(client, 'demomember');
    } finally {
      await client.end();
    }
    for (const record of await measureRecords(base, token)) {
      const passes = record.median <= recordBudgetMs;
      if (!passes) slowRecords += 1;
      console.log(
        `Budget: ${record.path} first page (${record.rows} rows) with totals of ${record.counted} over 12 months ` +
          `≤ ${recordBudgetMs} ms median on PostgreSQL: ${record.median.toFixed(1)} ms (slowest ` +
          `${record.max.toFixed(1)} ms) — ${passes ? 'PASS' : 'FAIL'}`,
      );
    }
  } else {
    console.log('\nThe heavy member’s records are measured on PostgreSQL only (set DATABASE_URL).');
  }
  const failed = rows.filter((row) => row.failures > 0);
  if (failed.length) {
    console.error(
      `Non-2xx answers or errors on ${failed.map((row) => row.route).join(', ')}: the numbers are not valid.`,
    );
  }
  return (enforced && past > 0) || failed.length || slowRecords ? 1 : 0;
}

const interrupt = () => void cleanUp().then(() => process.exit(130));
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
