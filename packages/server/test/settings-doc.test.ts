/**
 * docs/settings.md is the one place the server's settings are written down: it lists exactly the variables the
 * configuration's schema reads, each once, with the default the schema gives it; and no other page of the
 * documentation keeps a table of them, which would be a second place to fall out of date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingDefaults } from '../src/config.js';

const ROOT = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

/** A table row that starts with a setting's name: `| \`NAME\` | default | meaning |`. */
const SETTING_ROW = /^\| `([A-Z][A-Z0-9_]*)` +\| ([^|]*?) +\|/gm;

const documented = [...read('docs/settings.md').matchAll(SETTING_ROW)].map(([, name, cell]) => ({
  name: name ?? '',
  cell: cell ?? '',
}));

/** What the default column says: the first value in backticks, or null for a description in parentheses. */
function documentedDefault(cell: string): string | null {
  if (cell.startsWith('(')) return null;
  const value = /^`([^`]*)`/.exec(cell)?.[1];
  if (value === undefined)
    throw new Error(`the default "${cell}" is neither \`a value\` nor (a description)`);
  return value;
}

/** The schema's default as it would be written in the environment; null when it has none. */
function written(value: unknown): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(',');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  throw new Error(`a default that is not written as one value: ${JSON.stringify(value)}`);
}

describe('docs/settings.md', () => {
  const defaults = settingDefaults();

  it('lists every setting the server reads, each once, and nothing else', () => {
    const names = documented.map((row) => row.name);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size, 'a setting listed twice').toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(defaults).sort());
  });

  it("gives each the schema's default", () => {
    for (const { name, cell } of documented) {
      expect(documentedDefault(cell), `${name}: ${cell}`).toBe(written(defaults[name]));
    }
  });

  it('is the only page with a table of settings', () => {
    const pages = ['README.md', ...readdirSync(new URL('docs/', ROOT)).map((file) => `docs/${file}`)].filter(
      (page) => page.endsWith('.md') && page !== 'docs/settings.md',
    );
    for (const page of pages) {
      const rows = [...read(page).matchAll(SETTING_ROW)].map(([, name]) => name ?? '');
      expect(
        rows.filter((name) => name in defaults),
        page,
      ).toEqual([]);
    }
  });
});
