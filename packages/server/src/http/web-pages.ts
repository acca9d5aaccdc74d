/**
 * Whether an address of the web app names something that exists: one of the app's pages, and for a page about
 * something, that thing: a game (`/game/{id}`), its replay (`/replay/{id}`, its `/review` and `/learn`), an
 * invitation (`/invite/{id}`), a tournament (`/tournaments/{id}`), a registered player (`/players/{name}`). The app's page is served either way and
 * says plainly what is missing; the status tells the truth as well, 404 for an address that is none of the
 * app's pages (`/nope`) or names what the server knows is not there, so that link checkers, search engines and
 * scripts are not told that a missing page is there.
 */
import { ENDPOINTS } from '@katz/protocol';
import { profileExists } from '../accounts/profiles.js';
import type { Queryable } from '../db/database.js';
import { findChallenge } from '../games/challenges.js';
import { loadGame } from '../games/game-store.js';
import { tournamentExists } from '../tournaments/tournament-record.js';

/** The status for the app's page at `urlPath`: 404 for an unknown address or a missing thing it names. */
export type PageStatus = (urlPath: string) => Promise<200 | 404>;

/**
 * The app's pages that name nothing: the paths of the web app's route table (packages/web/src/app), whose
 * browser test (packages/web/test/not-found.test.ts) opens every page and checks its status.
 */
const PLAIN_PAGES = new Set([
  '/',
  '/practice',
  '/learn',
  '/rules',
  '/settings',
  '/register',
  '/login',
  '/recover',
  '/leaderboard',
  '/tournaments',
  '/friends',
]);

/** A page about something, and how the server finds out whether that thing exists. */
const NAMING_PAGES: readonly {
  readonly path: RegExp;
  readonly exists: (db: Queryable, name: string) => Promise<boolean>;
}[] = [
  {
    path: /^\/(?:game|replay)\/([^/]*)$/,
    exists: async (db, id) => validId(id) && (await loadGame(db, id)) !== null,
  },
  {
    path: /^\/replay\/([^/]*)\/(?:review|learn)$/,
    exists: async (db, id) => validId(id) && (await loadGame(db, id)) !== null,
  },
  {
    path: /^\/invite\/([^/]*)$/,
    exists: async (db, id) => validId(id) && (await findChallenge(db, id)) !== null,
  },
  {
    path: /^\/tournaments\/([^/]*)$/,
    exists: async (db, id) => validId(id) && (await tournamentExists(db, id)),
  },
  {
    path: /^\/players\/([^/]*)$/,
    exists: (db, name) => {
      const parsed = ENDPOINTS.getProfile.params.safeParse({ name: decoded(name) });
      return parsed.success ? profileExists(db, parsed.data.name) : Promise.resolve(false);
    },
  },
];

/** An id of a shape the server never makes (the API's own check) names nothing; it is not looked for. */
const validId = (id: string) => ENDPOINTS.getGame.params.safeParse({ id }).success;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export function pageStatus(db: Queryable): PageStatus {
  return async (urlPath) => {
    const path = (urlPath.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    if (PLAIN_PAGES.has(path)) return 200;
    for (const page of NAMING_PAGES) {
      const name = page.path.exec(path)?.[1];
      if (name !== undefined) return (await page.exists(db, name)) ? 200 : 404;
    }
    return 404;
  };
}
