/** Why a match did not finish: bad options, a failed worker, a fatal error of a bot, or an interruption. */
export class MatchError extends Error {
  override readonly name = 'MatchError';
}
