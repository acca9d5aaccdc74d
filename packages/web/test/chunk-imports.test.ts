/**
 * The build's files never import one another in a ring. Two files that import each other are evaluated one
 * before the other, whatever the modules in them need, and a function of the later one is then undefined when
 * the earlier one's module code calls it (the rules page once failed so: a span of time's words, grouped with
 * the small pieces, imported the day's length from the engine's file, which imports the card names from theirs:
 * "codeOf is not a function"). `build/chunk-groups.ts` says which modules share a file; this reads what it made.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ASSETS = fileURLToPath(new URL('../dist/assets/', import.meta.url));

/** Each script's static imports of other files of the build (a dynamic `import()` waits for its file). */
function staticImports(): Map<string, string[]> {
  const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  return new Map(
    scripts.map((file) => {
      const code = readFileSync(`${ASSETS}${file}`, 'utf8');
      const imported = [
        ...code.matchAll(/\bimport\s*(?:[\w{}\s,$*]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g),
      ];
      return [file, [...new Set(imported.map((match) => match[1] ?? ''))]];
    }),
  );
}

/** A ring of imports through `start`, as the files' names, or null. */
function ringThrough(graph: ReadonlyMap<string, readonly string[]>, start: string): string[] | null {
  const path: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (file === start && path.length > 0) return [...path, file];
    if (seen.has(file)) return null;
    seen.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const ring = visit(next);
      if (ring) return ring;
    }
    path.pop();
    return null;
  };
  return visit(start);
}

describe("the build's files", () => {
  const graph = staticImports();

  it('are read: the entry imports others', () => {
    const entry = [...graph.keys()].find((file) => file.startsWith('index-'));
    expect(entry).toBeDefined();
    expect(graph.get(entry ?? '')?.length ?? 0).toBeGreaterThan(0);
  });

  it('never import one another in a ring', () => {
    const rings = [...graph.keys()].map((file) => ringThrough(graph, file)).filter((ring) => ring !== null);
    expect(rings).toEqual([]);
  });
});
