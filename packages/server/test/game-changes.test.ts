/**
 * The places that make or change a game's row are few and named (docs/architecture-server.md, "Where a game is
 * made and changed"): every statement of the server's code that inserts into or updates `games` is in one of the
 * files the list names, and every file the list names has one, so that the list and the code cannot part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
const DOC = readFileSync(new URL('../../../docs/architecture-server.md', import.meta.url), 'utf8');

/** The files the list names: its items' first words, from the marker to the first blank line after an item. */
function listed(): string[] {
  const lines = DOC.slice(DOC.indexOf('<!-- game-changes:')).split('\n').slice(1);
  const first = lines.findIndex((line) => line.startsWith('- `'));
  const rest = lines.slice(first);
  const end = rest.findIndex((line) => line.trim() === '');
  return rest
    .slice(0, end === -1 ? rest.length : end)
    .flatMap((line) => /^- `([^`]+)`/.exec(line)?.[1] ?? []);
}
const LISTED = listed();

/** The files of `src/` (migrations apart: they are history) with a statement that makes or changes a game. */
const CHANGING = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.startsWith(join('db', 'migrations')))
  .filter((file) => /\b(INSERT\s+INTO|UPDATE)\s+games\b/.test(readFileSync(join(SOURCE, file), 'utf8')))
  .sort();

describe('the places that make or change a game', () => {
  it('are the files the architecture names, no more and no fewer', () => {
    expect(LISTED.length).toBeGreaterThan(3);
    expect(CHANGING).toEqual([...LISTED].sort());
  });
});
