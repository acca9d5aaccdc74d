/**
 * docs/architecture-server.md draws the server's layers and lists them, top to bottom; this holds the code to the
 * list, and the list to the drawing. Every file of src/ is in one layer; each of its imports goes to its own
 * folder or to a layer below, never up and never sideways to another folder of its layer (files at the top of
 * src/ that share a layer may import each other); and each folder of the list is in the drawing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
const DOC = readFileSync(new URL('../../../docs/architecture-server.md', import.meta.url), 'utf8');

/** The list after the marker: one line per layer, each entry in backticks (`folder/` or `file.ts`). */
const LAYERS: readonly (readonly string[])[] = DOC.slice(DOC.indexOf('<!-- layers:'))
  .split('\n')
  .filter((line) => /^\d+\. /.test(line))
  .map((line) => [...line.matchAll(/`([^`]+)`/g)].map(([, entry]) => (entry ?? '').replace(/\/$/, '')));

const DRAWING = /```\n([\s\S]*?)```/.exec(DOC)?.[1] ?? '';

/** A source path's entry: its folder under src/, or the file itself at the top of src/. */
const entryOf = (path: string): string => path.split('/')[0] ?? path;

const layerOf = (path: string): number => LAYERS.findIndex((layer) => layer.includes(entryOf(path)));

const FILES = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
);

/** The files under src/ a file imports, by relative paths (`.js` named, `.ts` on disk). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SOURCE, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?'(\.{1,2}\/[^']+)'/g)].map(([, target]) =>
    relative(SOURCE, normalize(join(SOURCE, dirname(file), (target ?? '').replace(/\.js$/, '.ts')))),
  );
}

describe("the server's layers (docs/architecture-server.md)", () => {
  it('are listed, and hold every file of src/', () => {
    expect(LAYERS.length).toBeGreaterThan(5);
    const unplaced = FILES.filter((file) => layerOf(file) < 0);
    expect(unplaced, 'files in no layer of the list').toEqual([]);
  });

  it('are drawn: each folder of the list is in the drawing', () => {
    const folders = LAYERS.flat().filter((entry) => !entry.endsWith('.ts') && entry !== 'types');
    for (const folder of folders) expect(DRAWING, folder).toContain(`${folder}/`);
  });

  it('are kept: every import goes to its own folder or down, never up or sideways', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const file of FILES) {
      const from = layerOf(file);
      for (const target of importsOf(file)) {
        const to = layerOf(target);
        checked += 1;
        const sameEntry = entryOf(target) === entryOf(file);
        const topFiles = file.endsWith('.ts') && !file.includes('/') && !target.includes('/');
        if (sameEntry || to > from || (to === from && topFiles)) continue;
        wrong.push(`${file} -> ${target} (${to === from ? 'sideways' : 'up'})`);
      }
    }
    // Read, not skipped: the server's files import each other hundreds of times.
    expect(checked).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });
});
