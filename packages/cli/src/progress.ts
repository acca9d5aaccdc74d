/**
 * A progress line on standard error: games done, bot A's score so far with its 95% interval, and the time left
 * at this pace. A log of a long match thus shows how far it got, should it be stopped.
 */
import type { MatchProgress } from '@katz/bots/match';
import type { ReviewProgress } from '@katz/bots/review';

const BAR_WIDTH = 30;
/** Off a terminal, a line at least this often, besides one every tenth of the games. */
const LOG_EVERY_MS = 60_000;

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds}s`
    : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

function progressLine(progress: MatchProgress): string {
  const share = progress.done / progress.games;
  const filled = Math.round(share * BAR_WIDTH);
  const playedNow = progress.done - progress.resumed;
  const eta = playedNow === 0 ? 0 : (progress.elapsedMs / playedNow) * (progress.games - progress.done);
  const percent = (value: number) => (value * 100).toFixed(1);
  const { score } = progress;
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${progress.done}/${progress.games} games  A ${percent(score.value)}% (${percent(score.low)}-${percent(score.high)})  ETA ${duration(eta)}`;
}

/**
 * Redraws the line in place on a terminal; elsewhere (a log file) writes a line every 10% of the games and at
 * least once a minute.
 */
export function progressReporter(stream: NodeJS.WriteStream): (progress: MatchProgress) => void {
  let lastTenth = -1;
  let lastLogged = 0;
  return (progress) => {
    const line = progressLine(progress);
    const finished = progress.done === progress.games;
    if (stream.isTTY) {
      stream.write(`\r${line}${finished ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((progress.done * 10) / progress.games);
    if (tenth !== lastTenth || finished || progress.elapsedMs - lastLogged >= LOG_EVERY_MS) {
      lastTenth = tenth;
      lastLogged = progress.elapsedMs;
      stream.write(`${line}\n`);
    }
  };
}

/** A review's progress: on a terminal a line redrawn in place, elsewhere a line every tenth of the jobs. */
export function reviewProgressReporter(stream: NodeJS.WriteStream): (progress: ReviewProgress) => void {
  let lastTenth = -1;
  return ({ done, total }) => {
    const filled = Math.round((done / total) * BAR_WIDTH);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total} decisions and draws reviewed`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done * 10) / total);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };
}
