#!/usr/bin/env node
// `pnpm check`: lint, format, types, imports, the OpenAPI document and the size budgets. Each is one
// single-threaded tool, so on a 2-core machine they run in two lanes at once rather than one after the
// other; every step still runs (a failure stops nothing), each step's output is kept until the step ends
// and then printed whole (no interleaved lines), and the exit code is non-zero if any step failed.
// The individual scripts (`pnpm lint`, `pnpm typecheck`, ...) stay as they are.
import { spawn, spawnSync } from 'node:child_process';

// Balanced by their measured times on a 2-core machine (s): lint 82, format:check 78, openapi 27 |
// typecheck 116, deps 17, size 57. Move a step to the other lane if one grows well past the other.
const lanes = [
  ['lint', 'format:check', 'openapi'],
  ['typecheck', 'deps', 'size'],
];

const env = {
  ...process.env,
  // The tools write to a pipe here; keep their colours when the check itself is shown on a terminal.
  ...(process.stdout.isTTY && process.env.FORCE_COLOR === undefined ? { FORCE_COLOR: '1' } : {}),
};

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const results = new Map();
const started = Date.now();

// `pnpm size` first builds the packages whose `dist` is stale (scripts/buildPackagesIfStale.mjs). Done
// here, before the lanes, so no other step (eslint on the packages, depcruise) runs while a build
// rewrites `dist` and `.css-build`; `pnpm size` then finds every dist up to date (a quick look).
{
  console.log('━━ packages: node scripts/buildPackagesIfStale.mjs');
  const built = Date.now();
  const result = spawnSync('node', ['scripts/buildPackagesIfStale.mjs'], { stdio: 'inherit', env });
  results.set('packages', { ok: result.status === 0, time: seconds(built) });
}

/** Runs `pnpm run <script>`, its stdout and stderr kept together in the order they came. */
function step(script) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const chunks = [];
    const child = spawn('pnpm', ['run', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (ok, extra = '') => {
      const time = seconds(begun);
      results.set(script, { ok, time });
      process.stdout.write(`\n━━ ${script}: ${ok ? 'passed' : 'FAILED'} in ${time} s\n`);
      process.stdout.write(Buffer.concat(chunks));
      if (extra) process.stdout.write(`${extra}\n`);
      resolve();
    };
    child.on('error', (error) => done(false, String(error)));
    child.on('close', (code, signal) => done(code === 0, signal ? `killed by ${signal}` : ''));
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const script of lane) await step(script);
  }),
);

console.log('\n━━ check');
let failed = 0;
for (const name of ['packages', ...lanes.flat()]) {
  const { ok, time } = results.get(name);
  if (!ok) failed += 1;
  console.log(`${ok ? '  ok    ' : '  FAILED'} ${name.padEnd(13)} ${time.padStart(6)} s`);
}
console.log(`${failed === 0 ? 'passed' : `${failed} failed`} in ${seconds(started)} s (two lanes)`);
process.exit(failed === 0 ? 0 : 1);
