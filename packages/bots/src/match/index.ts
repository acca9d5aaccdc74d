/**
 * The match runner and the bot protocol's Node side, for `katz match` and `katz bot` (docs/bot-protocol.md).
 * Node only: worker threads and child processes.
 */
export { parseBotSpec, type BotSpec } from './bot-spec.js';
export { CANDIDATE_SUMMARIES } from '../search/search-candidates.js';
export { formatReport } from './format-report.js';
export { JournalError, openJournal, type Journal, type JournalHeader } from './journal.js';
export {
  MatchError,
  runMatch,
  type MatchOptions,
  type MatchProgress,
  type MatchReport,
} from './run-match.js';
export { serveBot, type ServeOptions } from './serve-bot.js';
