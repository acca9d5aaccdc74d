/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in the data folder.
 * Statements outside a transaction are group-committed (statement-groups.ts): PGlite runs one statement at a
 * time in this process, and one commit for many of them is what lets it keep up with many games.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.js';
import { groupStatements } from './statement-groups.js';

export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir);
  const run = async <Row>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> => {
    const result = await target.query<Row>(sql, [...params]);
    return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
  };
  const grouped = groupStatements({
    group: (statements) =>
      pglite.transaction(async (tx) => {
        const results: QueryResult<unknown>[] = [];
        for (const { sql, params } of statements) results.push(await run(tx, sql, params));
        return results;
      }),
    alone: ({ sql, params }) => run(pglite, sql, params),
  });
  return {
    kind: 'pglite',
    // Each statement's rows are typed by its caller, as with any query.
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await grouped(sql, params)) as QueryResult<Row>,
    script: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (work) =>
      pglite.transaction((tx) => {
        const queryable: Queryable = { query: (sql, params) => run(tx, sql, params) };
        return work(queryable);
      }),
    listen: async (channel, onNotice) => {
      const stop = await pglite.listen(channel, onNotice);
      return stop;
    },
    close: () => pglite.close(),
  };
}
