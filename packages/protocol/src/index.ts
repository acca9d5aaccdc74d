/**
 * The contract between the Katz und Maus server and its clients (docs/api.md): every HTTP request and answer
 * body and every WebSocket message, both ways, as one zod schema each, with the TypeScript types derived from
 * them. Zod and the engine only, so that it runs in browsers as well as in Node.
 */
import './zod-in-browsers.js';
export { ACTION, ACTIONS, MAX_BATCH_ACTIONS } from './action.js';
export {
  ACCEPTED,
  CHALLENGE,
  CHALLENGE_BODY,
  CHALLENGE_STATE,
  DIRECT_CHALLENGE_BODY,
  DIRECT_CHALLENGE_MINUTES,
  DIRECT_CHALLENGES_RECEIVED,
  DIRECT_CHALLENGES_SENT,
  type ChallengeView,
} from './challenge.js';
export type { Endpoint, InputOf, ParsedOf, ReplyOf } from './endpoint.js';
export { ENDPOINTS, type EndpointName } from './endpoints.js';
export { API_ERROR, ERROR_BODY, ERROR_CODES, type ApiErrorJson, type ErrorCode } from './errors.js';
export { ERROR_STATUS } from './error-status.js';
export { GAME_EVENT } from './events.js';
export { entryViewOf, gameViewOf, type EntryFacts, type GameFacts } from './game-view-of.js';
export { turnError, type TurnError } from './turn-error.js';
export {
  CLOCK,
  ENTRY,
  GAME_SUMMARY,
  GAME_VIEW,
  RESULT,
  SEAT_VIEW,
  type Clock,
  type Entry,
  type GameResult,
  type GameSummary,
  type GameView,
  type SeatView,
} from './game.js';
export { HEALTH, type Health, type ProcessStatus } from './health.js';
export { COMPUTER_LEVELS, LEVEL_TEXTS, type ComputerLevel, type LevelWords } from './level-texts.js';
export { LEVEL, LEVEL_INFO, type LevelInfo } from './levels.js';
export {
  CLIENT_MESSAGE,
  LIVE_CLOSE,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_BYTES,
  PERSONAL_MESSAGE,
  PHRASE,
  PHRASES,
  SERVER_MESSAGE,
  UPDATE,
  type ClientMessage,
  type ClientMessageHandlers,
  type ClientMessageType,
  type PersonalMessage,
  type Phrase,
  type ServerMessage,
  type UpdateMessage,
} from './live.js';
export { ACTION_BODY, ACTION_REPLY, playsOf, type ActionReply } from './play.js';
export { POSITION, POSITION_VIEW } from './position.js';
export { GAME_RECORD, REPLAY, type GameRecordJson, type ReplayView } from './replay.js';
export {
  ProtocolMismatch,
  readReply,
  requestOf,
  type HttpRequest,
  type ReplyError,
  type RequestInput,
} from './request.js';
export { NAME_MAX, PLAYER, SESSION_PLAYER, type SessionPlayer } from './session.js';
export {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE,
  RELATION,
  PROFILE_COSTLIEST_DECISIONS,
  PROFILE_REVIEWED_GAMES,
  USERNAME_CHARACTERS,
  USERNAME_MAX,
  USERNAME_MIN,
  type Outcome,
  type Profile,
  type Relation,
  type ProfileCostlyDecision,
  type ProfileGame,
  type ProfileReviewedGame,
  type WithRecoveryCode,
} from './accounts.js';
export {
  COMPUTER_RATING,
  LEADERBOARD_ENTRY,
  PLAYER_RATING,
  RATING_CHANGE,
  SEAT_RATING,
  type ComputerRating,
  type LeaderboardEntry,
  type PlayerRating,
  type RatingChange,
  type SeatRating,
} from './ratings.js';
export {
  GAME_PAUSE,
  MAIL_MODES,
  type MailMode,
  NOTIFICATION_SETTINGS,
  VACATION_DAYS_PER_YEAR,
  type GamePause,
  type NotificationSettings,
  type Vacation,
} from './notifications.js';
export { REMATCH, TABLE_NEWS, type Rematch, type TableNews } from './rematch.js';
export { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages.js';
export { PILE_NAMES, PILES, otherPileNames, type Pile } from './pile-names.js';
export {
  CORRESPONDENCE_DAYS,
  CORRESPONDENCE_SECONDS,
  DAY_SECONDS,
  isCorrespondence,
} from './correspondence.js';
export { DEFAULT_TURN_SECONDS } from './primitives.js';
export {
  PAIRING,
  STANDING,
  ARENA_MAX_TURN_SECONDS,
  ARENA_MINUTES,
  ARENA_PAIRINGS_SHOWN,
  ARENA_STANDING,
  DUPLICATE_MIN_PLAYERS,
  minPlayersOf,
  ROUND_DAYS,
  TOURNAMENT,
  TOURNAMENT_BODY,
  TOURNAMENT_DEALINGS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_MIN_TURN_SECONDS,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_PLAYERS,
  TOURNAMENT_ROUNDS,
  TOURNAMENT_START_WITHIN_DAYS,
  TOURNAMENT_SUMMARY,
  type ArenaStanding,
  type ArenaTournamentView,
  type PairingField,
  type PairingView,
  type RoundDeal,
  type Standing,
  type SwissTournamentView,
  type TournamentDealing,
  type TournamentFormat,
  type TournamentSummary,
  type TournamentView,
} from './tournament.js';
export {
  BLOCKED,
  FOLLOWED,
  FOLLOWS,
  MAX_BLOCKS,
  MAX_FOLLOWS,
  PERSON_PARAMS,
  POOL_BODY,
  POOL_STATE,
  POOL_WINDOW,
  PRESENCE_BODY,
  type Followed,
  type Follows,
  type PoolState,
} from './people.js';
