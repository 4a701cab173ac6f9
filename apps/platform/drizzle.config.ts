import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @portal/platform db:generate` writes a new migration after a schema change.
// The same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
