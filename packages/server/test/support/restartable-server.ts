/**
 * A test server that can be stopped and started again on the same port and database, as a restart in
 * production is: clients that reconnect find it where it was.
 */
import { scratchDatabase, type DatabaseKind, type ScratchDatabase } from './databases.js';
import { startServerOn, type TestServer } from './test-server.js';

export class RestartableServer {
  private running: TestServer | null = null;
  /** Where it listens: a free port the first time, the same one after every restart. */
  private address = '';

  private constructor(
    private readonly database: ScratchDatabase,
    private readonly settings: Readonly<Record<string, string>>,
  ) {}

  static async start(
    kind: DatabaseKind,
    settings: Readonly<Record<string, string>> = {},
  ): Promise<RestartableServer> {
    const server = new RestartableServer(await scratchDatabase(kind), settings);
    await server.start();
    return server;
  }

  get url(): string {
    return this.address;
  }

  /** Starts it (again, after `stop`) on its port. */
  async start(): Promise<void> {
    const port = this.address === '' ? '0' : new URL(this.address).port;
    this.running = await startServerOn(this.database, { ...this.settings, PORT: port });
    this.address = this.running.url;
  }

  async stop(): Promise<void> {
    await this.running?.close();
    this.running = null;
  }

  async close(): Promise<void> {
    await this.stop();
    await this.database.drop();
  }
}
