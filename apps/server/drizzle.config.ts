import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the tables; the server applies them at start (no live database needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
