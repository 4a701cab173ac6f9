import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { PlatformConfig } from './config';
import { openDatabase } from './db/database';
import { createPlatform } from './platform';
import { testConfig } from './testing/testConfig';

const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(portalDir, 'app.js'), 'console.log(1)');
mkdirSync(join(portalDir, 'assets'));
const script = 'console.log("a hashed asset");'.repeat(80);
writeFileSync(join(portalDir, 'assets', 'index-Ab12Cd34.js'), script);
writeFileSync(join(portalDir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(join(portalDir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));

const config = (overrides: Partial<PlatformConfig> = {}): PlatformConfig =>
  testConfig({ portalDir, ...overrides });
const database = openDatabase({ dataDir: 'memory://' });
afterAll(async () => (await database).close());

describe('serving the portal', () => {
  const app = database.then(async ({ db }) => buildApp(await createPlatform(config(), db)));
  beforeAll(async () => {
    await app;
  });
  afterAll(async () => (await app).close());

  it('answers page paths with the shell, never cached', async () => {
    const res = await (await app).inject('/help');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves built files', async () => {
    const res = await (await app).inject('/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('serves hashed assets precompressed and cached for good; the HTML never cached', async () => {
    const asset = '/assets/index-Ab12Cd34.js';
    const brotli = await (await app).inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 4);
    const gzip = await (await app).inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await (await app).inject({ url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const shell = await (await app).inject('/index.html');
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await (await app).inject('/wps/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const a = await buildApp(await createPlatform(config(), (await database).db));
    a.post('/wps/test/echo', async (req) => ({ success: true, value: req.body }));
    const res = await a.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'errors.badRequest',
    });
    expect(res.body).not.toContain('at ');
    await a.close();
  });
});

describe('the OpenAPI document', () => {
  const documentWith = async (openapi: boolean) => {
    const app = await buildApp(await createPlatform(config({ openapi }), (await database).db));
    try {
      return await app.inject(paths.openapi);
    } finally {
      await app.close();
    }
  };

  it('is served when on', async () => {
    const res = await documentWith(true);
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });

  it('is not served when off (production without OPENAPI=true)', async () => {
    const res = await documentWith(false);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'errors.notFound' });
  });
});
