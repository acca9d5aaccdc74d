/**
 * The one small interface the server needs from a database, so that the embedded PGlite and a PostgreSQL server
 * are interchangeable: the same SQL, the same migrations, the same tests.
 */

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

export interface QueryResult<Row> {
  readonly rows: Row[];
  /** Rows changed by an INSERT, UPDATE or DELETE. */
  readonly rowCount: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements without parameters, for migrations. */
  script(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed if it returns, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, from this process or any other that shares
   * the database; returns a function that stops listening. `onGap` is called when notices may have been lost
   * (the listening connection was lost and made again), so that the listener catches up by reading.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
