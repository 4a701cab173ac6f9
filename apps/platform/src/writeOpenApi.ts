// `pnpm openapi`: writes the platform's OpenAPI document to the file named by the first argument, for
// Redocly CLI to lint (redocly.yaml); no server, no build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openApiDocument } from './openApiDocument';

const target = resolve(process.argv[2] ?? 'reports/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document: ${target}`);
