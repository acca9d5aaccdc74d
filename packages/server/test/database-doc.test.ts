/**
 * docs/architecture-server.md, "The database", names every table and every database function the server keeps,
 * so that an operator who plans backups or reads the schema from it misses none: the tables the migrations make
 * (less those a later one drops) and the functions `src/schema.ts` applies, each named there in backticks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../src/schema.js';

const DOC = readFileSync(new URL('../../../docs/architecture-server.md', import.meta.url), 'utf8');
const named = (name: string): boolean => DOC.includes(`\`${name}\``);

/** The tables the migrations leave, and the two the migration runner keeps for itself. */
function tables(): string[] {
  const made = new Set(['schema_migrations', 'schema_definitions']);
  for (const { sql } of SCHEMA.migrations) {
    for (const [, name] of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g)) made.add(name ?? '');
    for (const [, name] of sql.matchAll(/DROP TABLE (?:IF EXISTS )?(\w+)/g)) made.delete(name ?? '');
  }
  return [...made].sort();
}

describe("the database's docs (docs/architecture-server.md)", () => {
  it('name every table the migrations leave', () => {
    expect(tables().length).toBeGreaterThan(20);
    expect(tables().filter((table) => !named(table))).toEqual([]);
  });

  it('name every database function the schema applies', () => {
    const functions = SCHEMA.definitions.map((definition) => definition.name);
    expect(functions.length).toBeGreaterThan(10);
    expect(functions.filter((name) => !named(name))).toEqual([]);
  });
});
