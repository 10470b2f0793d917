import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs src/db/schema against the committed migrations; no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
