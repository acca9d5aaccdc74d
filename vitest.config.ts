import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { DurationsRecorder } from './test-order/durations.js';
import { SlowestFirst } from './test-order/slowest-first.js';

/** The packages whose src/ and test/ hold tests (docs/testing.md). */
const TEST_ROOTS = ['engine', 'bots', 'server', 'cli', 'protocol', 'web'].map((name) =>
  join('packages', name),
);

/** Every test file under a package's src/ and test/. */
function testFiles(): string[] {
  const found: string[] = [];
  const walk = (directory: string): void => {
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      else if (entry.name.endsWith('.test.ts')) found.push(path);
    }
  };
  for (const root of TEST_ROOTS) for (const part of ['src', 'test']) walk(join(root, part));
  return found.sort();
}

/** A test that drives Chromium: it starts its browser through the tests' browser support (or Playwright itself). */
const drivesBrowser = (file: string): boolean =>
  /support\/browser\.js'|from 'playwright-core'/.test(readFileSync(file, 'utf8'));

const files = testFiles();
const browserFiles = files.filter(drivesBrowser);
const nodeFiles = files.filter((file) => !drivesBrowser(file));

export default defineConfig({
  test: {
    // A test imports its own package's TypeScript sources, and every other workspace package (`@katz/engine`,
    // `@katz/protocol`, ...) from its build, which `npm test` makes first (`npm run check`). Node loads those builds
    // itself, as in production: run through vitest's module transform, each call across a module went through
    // getters, and the bots' searches took six times as long (the planted errors 107 s, 18 s so).
    server: { deps: { external: [/\/packages\/[a-z]+\/dist\//] } },
    // Limits for a busy 2-core machine: under a load of 13 a search test, a test that restarts PGlite servers four
    // times and the crash test took 60 to 90 s (they take a fraction of that on a quiet machine). A test that passes
    // ends at once; only a hung one waits this long.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // A wait for a page or a server to show something allows for a 2-core machine under load (the default second
    // failed a phone's first live connection while other work ran beside the tests). A poll ends as soon as it
    // passes, so a longer limit costs nothing when the machine is quiet.
    expect: { poll: { timeout: 20_000 } },
    // Makes one migrated PGlite database that the server tests copy instead of creating their own.
    globalSetup: ['packages/server/test/support/global-setup.ts'],
    // The slowest files first (test-order/slowest-first.ts), so that no long file starts last and runs alone.
    sequence: { sequencer: SlowestFirst },
    // RECORD_TEST_DURATIONS=1 keeps this run's seconds per file for that order (test-order/durations.ts).
    reporters: process.env.RECORD_TEST_DURATIONS
      ? ['default', new DurationsRecorder(process.cwd())]
      : ['default'],
    // Two groups: the tests that need no browser, two files at a time, and the browser tests, one at a time.
    // `vitest run` runs them one after the other; `npm test` runs each in a vitest of its own, both at once, so
    // that the node group's files fill what one browser file leaves of the two cores (docs/testing.md).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: nodeFiles,
          // Two files at a time, one per core: the engine's, the bots' and the server's tests are each mostly one
          // busy thread (a search, PGlite), so two at once take about half the time on this 2-core machine.
          maxWorkers: 2,
          // Each of the two processes runs its files one after another without starting afresh: the modules
          // they share load once (the files' imports took 82 s in all, 13 s so; the group 605 s, 555 s so).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: browserFiles,
          // One browser file at a time: each drives Chromium against a server of its own, and two of them at once on
          // a 2-core machine starved each other past their waits (three of 69 files failed that way in one run).
          maxWorkers: 1,
          // All of them in one process, one after another: the modules they share (the server, Playwright) are
          // loaded once instead of once a file, and they share one Chromium (test/support/browser.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
