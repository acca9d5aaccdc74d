/** A progress line on standard error: games done, bot A's score so far, and the time left at this pace. */
import type { MatchProgress } from '@katz/bots/match';

const BAR_WIDTH = 30;

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds}s`
    : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

function progressLine(progress: MatchProgress): string {
  const share = progress.done / progress.games;
  const filled = Math.round(share * BAR_WIDTH);
  const eta =
    progress.done === 0 ? 0 : (progress.elapsedMs / progress.done) * (progress.games - progress.done);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${progress.done}/${progress.games} games  A ${(progress.score * 100).toFixed(1)}%  ETA ${duration(eta)}`;
}

/** Redraws the line in place on a terminal; elsewhere (a log file) writes a line every 10% of the games. */
export function progressReporter(stream: NodeJS.WriteStream): (progress: MatchProgress) => void {
  let lastTenth = -1;
  return (progress) => {
    const line = progressLine(progress);
    const finished = progress.done === progress.games;
    if (stream.isTTY) {
      stream.write(`\r${line}${finished ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((progress.done * 10) / progress.games);
    if (tenth !== lastTenth || finished) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };
}
