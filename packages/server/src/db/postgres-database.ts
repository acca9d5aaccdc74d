/** A PostgreSQL server through node-postgres: a pool for queries, one dedicated connection for LISTEN. */
import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.js';
import { createPostgresListener } from './postgres-listener.js';

export async function openPostgresDatabase(url: string, options: PoolOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections });
  pool.on('error', options.onError); // an idle connection that broke; the pool replaces it
  const run = async <Row>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> => {
    const result = await client.query(sql, [...params]);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  await run(pool, 'SELECT 1'); // fail at start, not at the first request, when the server is unreachable

  const listener = createPostgresListener(url, options.onError);

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    script: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const queryable: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await work(queryable);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotice, onGap) => listener.listen(channel, onNotice, onGap ?? (() => undefined)),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

export interface PoolOptions {
  readonly maxConnections: number;
  readonly onError: (error: Error) => void;
}
