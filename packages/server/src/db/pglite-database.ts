/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in the data folder. */
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.js';

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
  return {
    kind: 'pglite',
    query: (sql, params) => run(pglite, sql, params),
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
