/**
 * What `/` and an invitation link serve while there is no web app build (web-files.ts serves the build): a
 * plain page that says what this server is and links its API documentation.
 */
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
