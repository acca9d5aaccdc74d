import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Workspace packages are tested from their TypeScript sources, not their build.
    conditions: ['source'],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    // Makes one migrated PGlite database that the server tests copy instead of creating their own.
    // Server tests start real servers and play whole games over loopback.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['packages/server/test/support/global-setup.ts'],
  },
});
