/**
 * What `/` and other non-API paths serve: the web app's build when there is one (packages/web/dist, or
 * WEB_DIST), with its index.html for every path it routes itself; until then a plain page that says what this
 * server is and links its API documentation.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  readonly type: string;
  readonly body: Buffer | string;
}

export const PLAIN_HOME = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Katz und Maus server</title></head>
<body>
<h1>Katz und Maus</h1>
<p>This is the Katz und Maus game server: it deals, checks and records games of Katz und Maus, the two-player
card game that came before Skip-Bo, between people and against the computer. The web app that plays here is not
built yet; until then, programs play through the HTTP API and the live WebSocket.</p>
<ul>
<li><a href="/api/openapi.json">The API's OpenAPI document</a> (docs/api.md in the repository explains it)</li>
<li><a href="/health">Health</a></li>
</ul>
</body>
</html>
`;

/** Until the web app exists, an invitation link opens a page that says how to accept it. */
export function plainInvitePage(challengeId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Katz und Maus: an invitation</title></head>
<body>
<h1>An invitation to a game of Katz und Maus</h1>
<p>Someone challenges you to a game. The web app that accepts it here is not built yet; a program accepts it with
<code>POST /api/challenges/${challengeId}/accept</code> after <code>POST /api/session</code>
(see <a href="/api/openapi.json">the API</a>).</p>
</body>
</html>
`;
}

/** The file for a request path, or null when the web build is absent or has no such file. */
export async function webFile(webDist: string, urlPath: string): Promise<StaticFile | null> {
  const index = join(webDist, 'index.html');
  if (!(await isFile(index))) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null; // a malformed %-escape names no file
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const path = join(webDist, relative);
  if (path !== webDist && !path.startsWith(webDist + sep)) return null; // no way out of the build folder
  const target = relative !== '' && (await isFile(path)) ? path : index; // the app routes the other paths
  return { type: TYPES[extname(target)] ?? 'application/octet-stream', body: await readFile(target) };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
