/**
 * `node packages/bots/dist/bench/keep-journal.js JOURNAL`: a match journal made fit to commit, as
 * `packages/bots/bench/journals` keeps them: every decision's and turn's time rounded to 0.1 ms (the match
 * reports them to 1 ms, and full precision triples the file), gzipped at level 9 to JOURNAL.gz. The games are
 * read as `compare-journals.js` reads them, so a journal this refuses would not report either. The raw journal
 * stays beside it, git-ignored, to resume from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadJournal } from '../src/match/journal.js';

const [path] = process.argv.slice(2);
if (path === undefined) {
  console.error('usage: keep-journal.js JOURNAL');
  process.exit(2);
}
const { games } = loadJournal(path);
const text = readFileSync(path, 'utf8');
const headerLine = text.slice(0, text.indexOf('\n'));
const tenth = (ms: number) => Math.round(ms * 10) / 10;
const rounded = games
  .map((game) => {
    const { decisionMs, turnMs } = game.result;
    const result = {
      ...game.result,
      decisionMs: decisionMs.map((times) => times.map(tenth)),
      turnMs: turnMs.map((times) => times.map(tenth)),
    };
    return JSON.stringify({ ...game, result });
  })
  .join('\n');
writeFileSync(`${path}.gz`, gzipSync(`${headerLine}\n${rounded}\n`, { level: 9 }));
console.log(`${path}.gz: ${games.length} games, times rounded to 0.1 ms`);
