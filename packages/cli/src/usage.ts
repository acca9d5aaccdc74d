import { BOT_LEVELS, STRONG_ITERATIONS } from '@katz/bots';
import { CANDIDATE_SUMMARIES } from '@katz/bots/match';
import { REVIEW_SETTINGS } from '@katz/bots/review';

/** The candidates for the top level, a line each, from the bots' own list. */
const CANDIDATE_LINES = Object.entries(CANDIDATE_SUMMARIES)
  .map(([name, summary]) => `  ${name.padEnd(22)}${summary}`)
  .join('\n');

export const USAGE = `katz: Katz und Maus from the command line. Positions, actions and records are JSON (docs/formats.md).

Usage:
  katz deal [--seed S]        print {"seed", "position"} of a fresh deal (a random seed if none is given)
  katz apply [--events]       read {"position", "actions"}; print {"position", "status"} after all actions
  katz legal                  read {"position"}; print the JSON array of its legal actions
  katz check                  read {"position"}; print {"valid": true, "status", "legalActions"} or the error
  katz view --player P        read {"position"}; print what player 0, 1 or "spectator" may see of it
  katz replay [--events]      read a game record; print its start, final position and status
  katz review                 read a game record; print its review as JSON (docs/review.md): each decision's
      [--seed S]              chances and cost from its player's view, each draw's luck, each player's
      [--threads N]           accuracy; the same record and seed give the same review (default seed
      [--worlds N]            ${REVIEW_SETTINGS.seed}); threads default to the cores, worlds per decision ${REVIEW_SETTINGS.worlds}
  katz serve [--port N]       run the game server (configured by environment variables: docs/settings.md)
  katz vapid-keys             print a new {"VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"} for the server's pushes
  katz match A B --games N    play N games between bots A and B, each deal twice with the seats swapped;
      [--seed S] [--jobs J]   prints wins, score with its 95% interval, Elo difference, turns, decision
      [--json]                times and how games ended (one JSON object with --json); progress on stderr
      [--iterations N]        the strong level's playouts per search (default ${STRONG_ITERATIONS}), or
      [--budget-ms M]         its milliseconds per search instead
      [--turn-ms T]           the most our bots may think per turn, all searches together (the server's
                              ceiling, BOT_TURN_MS); without it, no ceiling
      [--playout-threads P]   threads per job that share the strong level's playouts (the server's
                              BOT_PLAYOUT_THREADS); the same decisions, more playouts within a ceiling
      [--timeout-ms T]        how long a cmd: bot may take per action (default 5000)
      [--handshake-ms H]      how long a cmd: bot may take to start and say hello (default 10000)
      [--journal FILE]        keep each finished game in FILE (needs --seed); run again with the same
                              arguments, a stopped match plays only the games FILE lacks
  katz bot --level L          serve bot level L over the JSON-lines bot protocol on stdin/stdout
      [--seed S]              (docs/bot-protocol.md); --iterations and --budget-ms as for match
  katz help [command]         this text, or one command's part of it (also "katz <command> --help" or -h)

Bots: ${BOT_LEVELS.join(', ')};
omniscient (sees every card, benchmarks only); cmd:<shell command> for a program that speaks the bot
protocol, like "cmd:python3 my_bot.py"; and candidates for the top level, for measuring only, each the
strong search changed:
${CANDIDATE_LINES}

Options:
  --pretty                    indent the JSON output

Exit code 0 on success; 1 with {"error": "...", "path" or "action": ...} on bad input.
`;

const BOTS_PARAGRAPH = USAGE.slice(USAGE.indexOf('Bots:'), USAGE.indexOf('Options:'));

/**
 * One command's usage, for "katz <command> --help": its lines of USAGE (the line that names it and the
 * indented lines under it), so the two never disagree; undefined for a command that does not exist.
 */
export function commandUsage(command: string): string | undefined {
  const lines = USAGE.split('\n');
  const start = lines.findIndex(
    (line) => line.startsWith(`  katz ${command} `) || line === `  katz ${command}`,
  );
  if (start === -1) return undefined;
  let end = start + 1;
  while (lines[end]?.startsWith('      ') === true) end++;
  const own = lines.slice(start, end).join('\n');
  const bots = command === 'match' ? `\n${BOTS_PARAGRAPH}` : '\n';
  return `Usage:\n${own}\n${bots}Options:\n  --pretty                    indent the JSON output\n`;
}
