#!/usr/bin/env node
// Serves Oasis Play's built app (dist/) on 127.0.0.1:8185 (PORT, HOST to change): static files, and
// index.html for any other path (an SPA). No dependency: node:http only. Build it first with
// `node scripts/packExample.mjs` at the repository's root.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./dist/', import.meta.url));
const port = Number(process.env.PORT ?? 8185);
const host = process.env.HOST ?? '127.0.0.1';
const index = join(root, 'index.html');

if (!existsSync(index)) {
  console.error(`Oasis Play is not built (${index} is missing): run \`node scripts/packExample.mjs\` first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
};

/**
 * The file a request's path names under dist/; index.html for a path with no extension (the SPA
 * fallback); null for a missing file or a path outside dist/.
 */
function fileOf(url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  return /\.[a-z\d]+$/i.test(path) ? null : index;
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const file = fileOf(request.url ?? '/');
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const hashed = file.includes(`${sep}assets${sep}`);
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(port, host, () => console.log(`Oasis Play on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
