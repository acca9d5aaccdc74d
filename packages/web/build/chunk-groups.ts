/**
 * How the build puts modules into files: fewer, larger ones where splitting buys nothing. Left to itself, the
 * bundler made a file for every set of pages sharing a module, twenty-odd of them for a first screen, many under
 * a kilobyte; the page names them all at once (page-preloads.ts), but a browser asks a server for six at a time
 * over HTTP/1.1, so at 100 ms round trip they took five round trips. Each group takes only the modules it names
 * (their imports stay where they are), so that nothing pulls the API's schemas into the practice table's load
 * or into the entry.
 */
import type { Rolldown } from 'vite';

/** A source file's path as a pattern over module ids, on any platform's separators. */
const files = (...paths: string[]) =>
  new RegExp(`[\\\\/](${paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`);

export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports: one file with it, not seven beside it.
  { name: 'app', priority: 3, includeDependenciesRecursively: false, tags: ['$initial'] },
  // Small pieces nearly every page uses: a page's title, names and prints of cards and seats, spans of time in
  // words (and the day's length they need), errors, the "gone" page. None imports the API client, so the
  // practice table may load them; none imports another group's file, since the engine's imports these (a
  // file of this group that imported the engine's made the two files import each other, and one of them ran
  // before the other had defined what it used).
  {
    name: 'basics',
    priority: 2,
    includeDependenciesRecursively: false,
    test: files(
      'web/src/app/page-title',
      'web/src/i18n/(time-words|refusal-words)',
      'web/src/cards/card-names',
      'web/src/game/seat-name',
      'web/src/table/words/table-words',
      'web/src/pages/shared/(computer-name|RatingText|PlayerLink|Gone|ShownCard|ErrorNotice)',
      'bots/src/levels',
      'engine/src/(cards|card-code)',
      'protocol/src/correspondence',
    ),
  },
  // The API client and the live connection, with the parts of pages that use them; the API's schemas (zod) are
  // the file beside it. The player's store and the session mark are the entry's.
  {
    name: 'client',
    priority: 1,
    includeDependenciesRecursively: false,
    test: files(
      'web/src/connection/(?!use-known-player|player-store|session-mark)[\\w-]+',
      'web/src/pages/shared/(InvitationPanel|TurnNoticeOffer|use-turn-notice-offer|turn-times)',
    ),
  },
  // The rules engine and the protocol's few modules without schemas that the table reads.
  {
    name: 'engine',
    priority: 0,
    includeDependenciesRecursively: false,
    test: files('engine/src/.+', 'protocol/src/(game-view-of|turn-error)'),
  },
];
