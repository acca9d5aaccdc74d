/**
 * Each test file's seconds in a whole run, kept in `durations.json` for the order the files start in
 * (slowest-first.ts). `RECORD_TEST_DURATIONS=1 npx vitest run` writes it anew from the run (docs/testing.md):
 * best on a quiet machine, after a change that makes a file much slower or faster.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Relative path → seconds, rounded. */
export type Durations = Readonly<Record<string, number>>;

const DURATIONS_FILE = new URL('durations.json', import.meta.url);

/** The durations kept, or none when the file is missing or unreadable. */
export function readDurations(): Durations {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Durations;
  } catch {
    return {};
  }
}

/** Files quicker than this are left out: their order among themselves hardly matters. */
const KEPT_FROM_SECONDS = 5;

export class DurationsRecorder implements Reporter {
  constructor(private readonly root: string) {}

  onTestRunEnd(modules: readonly TestModule[]): void {
    const timed = modules
      .map((module) => ({
        path: relative(this.root, module.moduleId),
        seconds: Math.round(module.diagnostic().duration / 1000),
      }))
      .filter(({ seconds }) => seconds >= KEPT_FROM_SECONDS);
    // A run of some files keeps the others' seconds; files that are gone are forgotten.
    const ran = new Set(modules.map((module) => relative(this.root, module.moduleId)));
    const kept = Object.entries(readDurations()).filter(
      ([path]) => !ran.has(path) && existsSync(join(this.root, path)),
    );
    const all = [...timed.map(({ path, seconds }) => [path, seconds] as const), ...kept].sort(
      ([pathA, a], [pathB, b]) => b - a || pathA.localeCompare(pathB),
    );
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(all), null, 2)}\n`);
  }
}
