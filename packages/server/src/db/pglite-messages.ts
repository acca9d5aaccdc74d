/**
 * What the server's main thread and the embedded database's worker thread (pglite-worker.ts) say to each other.
 * The worker runs the requests one after another in the order they arrive; a transaction is its BEGIN, its
 * statements and its COMMIT or ROLLBACK sent as requests while the main thread lets nothing else in between.
 */

export interface SqlStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

export type WorkerRequest =
  | { readonly id: number; readonly kind: 'query'; readonly statement: SqlStatement }
  /** Statements run in order in one transaction, committed, or rolled back when one fails. */
  | { readonly id: number; readonly kind: 'group'; readonly statements: readonly SqlStatement[] }
  /** Several statements without parameters (migrations, BEGIN, COMMIT). */
  | { readonly id: number; readonly kind: 'script'; readonly sql: string }
  | { readonly id: number; readonly kind: 'listen'; readonly channel: string }
  | { readonly id: number; readonly kind: 'close' };

export interface WorkerResult {
  readonly rows: unknown[];
  readonly rowCount: number;
}

/** A database error's fields that callers look at (`code` above all), carried across the thread boundary. */
export interface WorkerError {
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** The answer to a request, with the notices its statements sent (handed on only after the answer). */
export type WorkerReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly results: readonly WorkerResult[];
      readonly notices: readonly WorkerNotice[];
    }
  | {
      readonly id: number;
      readonly ok: false;
      readonly error: WorkerError;
      readonly notices: readonly WorkerNotice[];
    };

export interface WorkerNotice {
  readonly channel: string;
  readonly payload: string;
}

/** What the worker posts once its database is open (or could not be opened). */
export type WorkerReady = { readonly ready: true } | { readonly ready: false; readonly error: WorkerError };

/** The fields of a PostgreSQL error worth keeping: its SQLSTATE code and where it happened. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'severity', 'schema', 'table', 'column', 'constraint'];

export function errorToWire(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string> = {};
  for (const name of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return { message: error.message, fields };
}

export function errorFromWire(wire: WorkerError): Error {
  return Object.assign(new Error(wire.message), wire.fields);
}
