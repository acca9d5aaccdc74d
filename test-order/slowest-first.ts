/**
 * The order the test files start in: the slowest first, as a fresh clone's run knows them from the committed
 * `durations.json`, then the rest by size (vitest's own guess for files it has never timed). The node group runs
 * two files at a time; started last, a two-minute file kept one core busy alone at the group's end while the
 * other waited (the strong review finished last on 4 Dec, 80 s after everything else), since vitest, with no
 * results kept from an earlier run, starts the largest files first and the slowest ones are short files.
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readDurations } from './durations.js';

export class SlowestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = readDurations();
    const root = this.ctx.config.root;
    const weightOf = (file: TestSpecification): number =>
      // An untimed file counts as quick, larger ones before smaller, as vitest guesses.
      known[relative(root, file.moduleId)] ?? statSync(file.moduleId).size / 1e6;
    const weighed = files.map((file) => ({ file, weight: weightOf(file) }));
    weighed.sort(
      (a, b) =>
        a.file.project.config.sequence.groupOrder - b.file.project.config.sequence.groupOrder ||
        b.weight - a.weight,
    );
    return Promise.resolve(weighed.map(({ file }) => file));
  }
}
