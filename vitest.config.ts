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
    // Limits for a busy 2-core machine: under a load of 13 a search test, a test that restarts PGlite servers four
    // times and the crash test took 60 to 90 s (they take a fraction of that on a quiet machine). A test that passes
    // ends at once; only a hung one waits this long.
    testTimeout: 180_000,
    // One test file at a time: the browser tests each drive Chromium against a server of their own, and two of
    // them at once on a 2-core machine starved each other past their waits (three of 69 files failed that way in
    // one run). One at a time the web tests took 337 s instead of 356 s.
    maxWorkers: 1,
    hookTimeout: 180_000,
    // A wait for a page or a server to show something allows for a 2-core machine under load (the default second
    // failed a phone's first live connection while other work ran beside the tests). A poll ends as soon as it
    // passes, so a longer limit costs nothing when the machine is quiet.
    expect: { poll: { timeout: 20_000 } },
    globalSetup: ['packages/server/test/support/global-setup.ts'],
  },
});
