#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a built site, so the platform
// serves them precompressed (no compression work per request). Usage: node scripts/precompress.mjs <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) throw new Error('Usage: node scripts/precompress.mjs <built site folder>');

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Smaller than this, the header costs more than the saving.
const minimumBytes = 1024;

let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!compressible.test(name)) continue;
    const content = readFileSync(path);
    if (content.length < minimumBytes) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
  }
};
walk(root);
console.log(`precompressed ${files} files in ${root} (brotli and gzip)`);
