/**
 * Whether a page of the web app names something that exists: a game (`/game/{id}`), its replay
 * (`/replay/{id}`), an invitation (`/invite/{id}`). The app's page is served either way and says plainly what is
 * missing; the status tells the truth as well, 404 when the server knows there is no such thing, so that link
 * checkers, search engines and scripts are not told that a missing game is there.
 */
import { ENDPOINTS } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import { findChallenge } from '../games/challenges.js';
import { loadGame } from '../games/game-store.js';

/** The status for the app's page at `urlPath`: 404 for a game, replay or invitation that does not exist. */
export type PageStatus = (urlPath: string) => Promise<200 | 404>;

export function pageStatus(db: Queryable): PageStatus {
  return async (urlPath) => {
    const path = urlPath.split('?')[0] ?? '';
    const [, kind, id] = /^\/(game|replay|invite)\/([^/]*)\/?$/.exec(path) ?? [];
    if (kind === undefined || id === undefined) return 200;
    // An id of a shape the server never makes (the API's own check) names nothing; it is not looked for.
    if (!ENDPOINTS.getGame.params.safeParse({ id }).success) return 404;
    const found = kind === 'invite' ? await findChallenge(db, id) : await loadGame(db, id);
    return found === null ? 404 : 200;
  };
}
