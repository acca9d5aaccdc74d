/**
 * A real server that can be stopped and started again on the same port and database, as a restart in
 * production does; it serves the built web app when there is one.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../server/src/config.js';
import { startServer, type RunningServer } from '../../../server/src/server.js';
import { scratchDatabase, type ScratchDatabase } from '../../../server/test/support/databases.js';

const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

export class RestartableServer {
  private running: RunningServer | null = null;
  private port = 0;

  private constructor(private readonly database: ScratchDatabase) {}

  static async start(settings: Readonly<Record<string, string>> = {}): Promise<RestartableServer> {
    const server = new RestartableServer(await scratchDatabase('pglite'));
    server.settings = settings;
    await server.start();
    return server;
  }

  private settings: Readonly<Record<string, string>> = {};

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const loaded = loadConfig({
      ...this.database.env,
      PORT: String(this.port),
      LOG_LEVEL: 'warn',
      BOT_PACE_MS: '0',
      CLOCK_SWEEP_MS: '50',
      RATE_PER_SECOND: '10000',
      RATE_BURST: '10000',
      NEW_GUESTS_PER_ADDRESS: '1000000',
      REGISTRATIONS_PER_ADDRESS: '1000000',
      ...(existsSync(`${WEB_DIST}/index.html`) ? { WEB_DIST } : {}),
      ...this.settings,
    });
    if (!loaded.ok) throw new Error(loaded.message);
    this.running = await startServer(loaded.config);
    this.port = this.running.port;
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
