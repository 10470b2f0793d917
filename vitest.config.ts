import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@messages': path.resolve(import.meta.dirname, 'messages'),
      // `server-only` throws outside React's server build; tests run server code directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty-module.ts'),
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tools/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    // What next.config.ts's experimental.authInterrupts defines in the build: admin actions
    // refuse with unauthorized() / forbidden().
    env: { __NEXT_EXPERIMENTAL_AUTH_INTERRUPTS: 'true' },
    globalSetup: ['tests/setup/vitest-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
