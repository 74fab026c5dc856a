// Prisma CLI configuration. Only `prisma generate` runs here (migrations are created by scripts/create-migration.ts
// and applied by src/migrate.ts), so a database URL is optional: `env()` would throw when DATABASE_URL is unset.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/engram' },
});
