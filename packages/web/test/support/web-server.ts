/**
 * A real Katz und Maus server for the web app's tests: on a free port, with a scratch PGlite database, serving
 * the built app (`npm run build` makes packages/web/dist) at `/` with its deep links.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from '../../../server/test/support/test-server.js';

const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

export async function startWebServer(settings: Readonly<Record<string, string>> = {}): Promise<TestServer> {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`the web app is not built (no ${WEB_DIST}/index.html): run npm run build first`);
  }
  return startTestServer('pglite', { WEB_DIST, ...settings });
}
