import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createPlatform } from './platform';

/**
 * The platform's OpenAPI document, built in-process on a throw-away in-memory database: the routes as
 * the platform registers them, with no server listening and no build (`pnpm openapi` lints it).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = { ...loadConfig({}), dataDir: 'memory://', logLevel: 'silent' as const, openapi: true };
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const platform = await createPlatform(config, database.db);
    const app = await buildApp(platform);
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
      await platform.store.close();
    }
  } finally {
    await database.close();
  }
}
